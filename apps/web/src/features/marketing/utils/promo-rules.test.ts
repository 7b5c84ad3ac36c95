import { describe, expect, it } from 'vitest';
import { isPromoPage, isTypingTarget } from './promo-rules.ts';

describe('isPromoPage', () => {
  it('allows the pages that sell', () => {
    for (const path of ['/', '/templates', '/FAQ', '/blog', '/aboutus', '/refundPolicy', '/no/such/page']) {
      expect(isPromoPage(path), path).toBe(true);
    }
  });

  it('never interrupts sign-in, register, the editor, the update screen or the admin screens', () => {
    for (const path of [
      '/login',
      '/register/',
      '/portfolio/1',
      '/Portfolio/2',
      '/UpdateTemplateData',
      '/updatetemplatedata',
      '/userslist',
      '/Messages',
    ]) {
      expect(isPromoPage(path), path).toBe(false);
    }
  });

  it('does not mistake pages that only start like a work page', () => {
    expect(isPromoPage('/loginhelp')).toBe(true);
    expect(isPromoPage('/portfolios')).toBe(true);
  });
});

describe('isTypingTarget', () => {
  it('knows fields and editable content', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('lets buttons, links and the page be', () => {
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'A', isContentEditable: false })).toBe(false);
    expect(isTypingTarget({ tagName: 'BODY' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
