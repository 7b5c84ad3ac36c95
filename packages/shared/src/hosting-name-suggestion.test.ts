import { describe, expect, it } from 'vitest';
import { hostingNameCandidates, hostingNameStem } from './hosting-name-suggestion.ts';
import { hostingNameSchema } from './portfolio.ts';

describe('a hosting name from a full name', () => {
  it('lowercases, takes accents off and joins the words with one hyphen', () => {
    expect(hostingNameStem('Ananya Iyer')).toBe('ananya-iyer');
    expect(hostingNameStem('José Núñez')).toBe('jose-nunez');
    expect(hostingNameStem('Zoë  Åberg-Ødegård')).toBe('zoe-aberg-odegard');
    expect(hostingNameStem("  Dr. Mary-Jane O'Neil (PhD)  ")).toBe('dr-mary-jane-o-neil-phd');
    expect(hostingNameStem('Ａｓｈａ')).toBe('asha'); // full-width letters, NFKD
  });

  it('starts with a letter, and is empty when no letter is left', () => {
    expect(hostingNameStem('42 Asha')).toBe('asha');
    expect(hostingNameStem('-- Asha 2 --')).toBe('asha-2');
    for (const name of ['', '   ', '!!!', '2024', 'अनन्या', '李小龙']) expect(hostingNameStem(name)).toBe('');
    expect(hostingNameCandidates('!!!')).toEqual([]);
  });

  it('tries the name, then -2, -3 …, each a valid hosting name of at most 40 characters', () => {
    const candidates = hostingNameCandidates('Ananya Iyer');
    expect(candidates.slice(0, 3)).toEqual(['ananya-iyer', 'ananya-iyer-2', 'ananya-iyer-3']);
    expect(candidates).toHaveLength(20);
    expect(candidates.at(-1)).toBe('ananya-iyer-20');

    const long = hostingNameCandidates('Abcdefghij Abcdefghij Abcdefghij Abcdef Xyz');
    expect(long.slice(0, 2)).toEqual([
      'abcdefghij-abcdefghij-abcdefghij-abcdef',
      'abcdefghij-abcdefghij-abcdefghij-abcde-2',
    ]);
    for (const name of [...long, ...hostingNameCandidates('x'.repeat(200))]) {
      expect(name.length).toBeLessThanOrEqual(40);
      expect(hostingNameSchema.safeParse(name).success, name).toBe(true);
    }
  });

  it('leaves out reserved and too short names', () => {
    expect(hostingNameCandidates('Admin')[0]).toBe('admin-2');
    expect(hostingNameCandidates('Demo')[0]).toBe('demo-9');
    expect(hostingNameCandidates('Al')[0]).toBe('al-2');
    expect(hostingNameCandidates('Al', 3)).toEqual(['al-2', 'al-3']);
  });
});
