import { loginSchema, registerFormSchema } from '@portfolio/shared/auth';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    const result = registerFormSchema.safeParse({
      userName: '',
      fullName: 'Ada',
      email: 'ada',
      password: '',
    });
    if (result.success) throw new Error('expected the form to be invalid');

    expect(fieldErrors(result.error)).toEqual({
      userName: 'Username is required',
      email: 'Email is invalid',
      password: 'Password is required',
    });
  });

  it('reports an empty login e-mail as required, not as malformed', () => {
    const result = loginSchema.safeParse({ email: '  ' });
    if (result.success) throw new Error('expected the form to be invalid');

    expect(fieldErrors(result.error)).toEqual({ email: 'Email is required' });
  });
});
