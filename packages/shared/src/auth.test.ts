import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, verifyOtpSchema } from './auth.ts';
import { firstIssueMessage } from './validation.ts';

function messageFor(
  schema: typeof registerFormSchema | typeof loginSchema | typeof verifyOtpSchema,
  v: unknown,
) {
  const r = schema.safeParse(v);
  return r.success ? undefined : firstIssueMessage(r.error);
}

const form = {
  userName: 'asha_rao',
  fullName: 'Asha Rao',
  email: 'Asha@Example.com',
  password: 'long-enough',
};

describe('registerFormSchema', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    expect(registerFormSchema.parse(form).email).toBe('asha@example.com');
  });

  it.each([
    [{ ...form, userName: '' }, 'Username is required'],
    [{ ...form, fullName: ' ' }, 'Full name is required'],
    [{ ...form, email: '' }, 'Email is required'],
    [{ ...form, email: 'asha.example.com' }, 'Email is invalid'],
    [{ ...form, email: 'asha@example' }, 'Please enter a valid email address.'],
    [{ ...form, password: '' }, 'Password is required'],
    [{ ...form, password: 'short' }, 'Password must be at least 8 characters.'],
    [
      { ...form, userName: 'asha rao' },
      'Username may only use letters, digits, dots, hyphens and underscores.',
    ],
    [{ ...form, fullName: 'x'.repeat(10_000) }, 'Full name must be at most 100 characters.'],
  ])('gives %j "%s"', (input, message) => {
    expect(messageFor(registerFormSchema, input)).toBe(message);
  });
});

describe('loginSchema and verifyOtpSchema', () => {
  it('requires the e-mail', () => {
    expect(messageFor(loginSchema, { email: '' })).toBe('Email is required');
  });

  it.each(['12345', '1234567', 'abcdef', '', 123456])('refuses the code %j', (otp) => {
    expect(messageFor(verifyOtpSchema, { email: 'a@b.co', otp })).toBe(
      'Enter the 6-digit code from your e-mail.',
    );
  });

  it('accepts six digits', () => {
    expect(verifyOtpSchema.parse({ email: 'a@b.co', otp: ' 012345 ' }).otp).toBe('012345');
  });
});
