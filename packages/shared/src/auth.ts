import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { requiredText } from './validation.ts';

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as the API returns it (`data` of userInformation, verifyOtp, registeruser). */
export const userSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

/** Texts of the login and register screens, exactly as docs/spec.md §5 and §8 spell them. */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  emailPattern: 'Please enter a valid email address.',
  userNameRequired: 'Username is required',
  fullNameRequired: 'Full name is required',
  passwordRequired: 'Password is required',
  loginFailed: 'Login failed',
  otpFormat: 'Enter the 6-digit code from your e-mail.',
} as const;

export const OTP_LENGTH = 6;

/**
 * A cookie the page can read, set beside the (unreadable) session cookies while a sign-in lasts:
 * it grants nothing, it only lets the page skip asking who is signed in when nobody is, so an
 * anonymous visit makes no request that fails.
 */
export const SIGNED_IN_COOKIE = 'pm_signed_in';

/**
 * Its twin for the access token: readable, set with the access cookie and gone when it expires. A
 * page that sees SIGNED_IN_COOKIE without it renews the session before calling, rather than being
 * answered 401 first (a reload after a while away logs no failed request).
 */
export const ACCESS_LIVE_COOKIE = 'pm_access_live';

/** `data` of registerotp and login: how long until another code may be asked for. */
export const codeSentSchema = z.object({ resendInSeconds: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** An e-mail address: required, contains @, matches the simple pattern; stored lower-case. */
function emailField(requiredMessage: string) {
  return requiredText('Email', EMAIL_MAX_LENGTH, requiredMessage)
    .regex(/@/, authMessages.emailInvalid)
    .regex(EMAIL_PATTERN, authMessages.emailPattern)
    .transform((email) => email.toLowerCase());
}

export const loginSchema = z.object({ email: emailField(authMessages.emailRequired) });

export const userNameField = requiredText('Username', 30, authMessages.userNameRequired).regex(
  /^[A-Za-z0-9_.-]+$/,
  'Username may only use letters, digits, dots, hyphens and underscores.',
);

/** A password that is missing, or not text at all (a caller's bug): said apart. */
const passwordField = () =>
  z
    .string({
      error: (issue) => (issue.input == null ? authMessages.passwordRequired : 'Password must be text.'),
    })
    .min(1, authMessages.passwordRequired);

export const registerFormSchema = z.object({
  userName: userNameField,
  fullName: requiredText('Full name', 100, authMessages.fullNameRequired),
  email: emailField(authMessages.emailRequired),
  password: passwordField()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});
export type RegisterForm = z.input<typeof registerFormSchema>;

const otpField = z
  .string({ error: authMessages.otpFormat })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), authMessages.otpFormat);

export const registerOtpSchema = z.object({
  email: emailField(authMessages.emailRequired),
  userName: userNameField,
});

// A missing formData reads as its first missing field ('Username is required').
export const registerUserSchema = z.object({
  formData: z.preprocess((value) => value ?? {}, registerFormSchema),
  otp: otpField,
});

export const verifyOtpSchema = z.object({ email: emailField(authMessages.emailRequired), otp: otpField });

/** Deleting the signed-in account: the code mailed to its address. */
export const deleteAccountSchema = z.object({ otp: otpField });

/** Signing in with the password chosen at registration, instead of a mailed code. */
export const passwordLoginSchema = z.object({
  email: emailField(authMessages.emailRequired),
  password: passwordField().max(
    PASSWORD_MAX_LENGTH,
    `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  ),
});
