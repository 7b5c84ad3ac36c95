// What the server says about accounts and sign-in; the pages fall back to the same words. No zod here:
// the top bar every page loads says 'Logged out successfully' too.

export const accountMessages = {
  codeSent: 'OTP sent to your email',
  registered: 'Registration successful',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  renewed: 'Session renewed',
  emailTaken: 'An account with this email already exists. Please log in.',
  userNameTaken: 'This username is already taken.',
  unknownEmail: 'No account found with this email. Please register first.',
  mailFailed: 'We could not send the e-mail. Please try again in a moment.',
  wrongPassword: 'The e-mail or the password is not right.',
  passwordPaused:
    'Too many wrong passwords for this e-mail. Sign in with a mailed code instead, or try the password again in 15 minutes.',
} as const;
