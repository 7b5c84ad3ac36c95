import { describe, expect, it } from 'vitest';
import { readSignInRedirect, safeReturnPath, signInNotice, signInPath } from './sign-in-redirect.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/portfolio/1')).toBe('/portfolio/1');
    expect(safeReturnPath('/UpdateTemplateData?id=abc#links')).toBe('/UpdateTemplateData?id=abc#links');
    expect(safeReturnPath('/templates/../templates')).toBe('/templates');
  });

  it('refuses anything that could lead off the site', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'templates',
      ' /templates',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeUndefined();
    }
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnPath('/login')).toBeUndefined();
    expect(safeReturnPath('/Register/?next=/x')).toBeUndefined();
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });
});

describe('signInPath and readSignInRedirect', () => {
  it('round-trips where to return and why', () => {
    const path = signInPath('/UpdateTemplateData?id=a&b=c', 'signed-out');
    expect(path).toBe('/login?next=%2FUpdateTemplateData%3Fid%3Da%26b%3Dc&reason=signed-out');
    const params = new URL(path, 'http://x').searchParams;
    expect(readSignInRedirect(params)).toEqual({
      next: '/UpdateTemplateData?id=a&b=c',
      reason: 'signed-out',
    });
  });

  it('drops a return path that is not ours and a reason it does not know', () => {
    expect(signInPath('https://evil.example/')).toBe('/login');
    expect(signInPath('/templates', 'template-request', '/register')).toBe(
      '/register?next=%2Ftemplates&reason=template-request',
    );
    expect(readSignInRedirect(new URLSearchParams('next=//evil.example&reason=bogus'))).toEqual({
      next: undefined,
      reason: undefined,
    });
  });
});

describe('signInNotice', () => {
  it('says why the visitor is asked to sign in', () => {
    expect(signInNotice({ next: '/templates', reason: 'template-request' }, 'login')).toBe(
      'Sign in to send your template request; your text is kept.',
    );
    expect(signInNotice({ next: '/portfolio/1', reason: 'signed-out' }, 'register')).toBe(
      'You are signed out. Sign in again to go back to where you were; what you typed is kept.',
    );
    expect(signInNotice({ next: '/portfolio/1' }, 'login')).toBe(
      'Sign in to continue; you will come back to the page you asked for.',
    );
    expect(signInNotice({}, 'login')).toBeUndefined();
  });
});
