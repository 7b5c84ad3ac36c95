import { describe, expect, it } from 'vitest';
import { escapeHtml, safeHref, telHref } from './safe-values.ts';

describe('escapeHtml', () => {
  it('escapes every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('leaves plain text alone', () => {
    expect(escapeHtml('Asha Rao — développeuse')).toBe('Asha Rao — développeuse');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://github.com/asha', 'https://github.com/asha'],
    ['  http://example.com/a b ', 'http://example.com/a%20b'],
    ['mailto:asha@example.com', 'mailto:asha@example.com'],
    ['tel:+919876543210', 'tel:+919876543210'],
  ])('keeps %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    'github.com/asha',
    '',
    undefined,
  ])('drops %s', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });
});

describe('telHref', () => {
  it.each([
    ['+91 98765 43210', 'tel:+919876543210'],
    ['(020) 555-0100', 'tel:0205550100'],
  ])('dials %s', (input, expected) => {
    expect(safeHref(telHref(input))).toBe(expected);
  });

  it('gives no link for text without a number', () => {
    expect(telHref('ask me')).toBeUndefined();
  });
});
