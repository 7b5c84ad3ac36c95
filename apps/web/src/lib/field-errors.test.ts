import { loginSchema, registerFormSchema } from '@portfolio/shared/auth';
import { portfolioContentSchema } from '@portfolio/shared/portfolio';
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

  it('names a list item field by its path', () => {
    const result = portfolioContentSchema.safeParse({
      title: 'Designer',
      name: 'Asha',
      email: 'asha@example.com',
      projects: [{ title: 'Atlas' }, { title: 'B', link: 'javascript:alert(1)' }],
    });
    if (result.success) throw new Error('expected the form to be invalid');

    expect(fieldErrors(result.error)).toEqual({
      'projects.1.link': 'Enter a full link starting with http:// or https://',
    });
  });
});
