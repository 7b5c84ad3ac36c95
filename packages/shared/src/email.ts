// E-mail addresses as every form and the server check them; no zod here, so a page can show a form's
// limits before it loads a schema.

/** The spec's "simple {email} pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MAX_LENGTH = 254;
