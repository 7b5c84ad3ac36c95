import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';

const windows1252 = (text: string) =>
  Uint8Array.from(text, (char) => ({ é: 0xe9, ü: 0xfc, '€': 0x80, '’': 0x92 })[char] ?? char.charCodeAt(0));

describe('decodeText', () => {
  it('reads UTF-8 and drops its BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('First Name\nJosé')]);
    expect(decodeText(bytes)).toBe('First Name\nJosé');
  });

  it('reads a file saved as Windows-1252', () => {
    expect(decodeText(windows1252('First Name\nJosé Müller’s €5\n'))).toBe('First Name\nJosé Müller’s €5\n');
  });

  it('reads each line in its own encoding when a file mixes them', () => {
    const utf8Line = new TextEncoder().encode('Zoë,Café\n');
    const bytes = new Uint8Array([...utf8Line, ...windows1252('José,Müller')]);
    expect(decodeText(bytes)).toBe('Zoë,Café\nJosé,Müller');
  });

  it('drops a UTF-8 BOM before Windows-1252 text', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...windows1252('José')]))).toBe('José');
  });
});
