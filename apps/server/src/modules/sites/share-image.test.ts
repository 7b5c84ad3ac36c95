import { siteTheme } from '@portfolio/shared/theme';
import { LOOKS } from '@portfolio/templates/looks';
import { afterEach, describe, expect, it } from 'vitest';
import { type ShareSubject, shareFileOf } from './share-image.ts';

const subject: ShareSubject = {
  name: 'Asha Rao',
  title: 'Backend engineer',
  photoKey: '',
  templateId: 2,
  theme: siteTheme(2, undefined),
};

describe('the name of a site’s share image', () => {
  const light = LOOKS[2].palettes.light as Record<string, string>;
  const background = light.bg as string;
  afterEach(() => {
    light.bg = background;
  });

  it('stays the same for the same drawing', () => {
    expect(shareFileOf({ ...subject })).toBe(shareFileOf(subject));
    expect(shareFileOf(subject)).toMatch(/^share-[0-9a-f]{16}\.png$/);
  });

  it('changes when its template’s palette does, so a release’s new colours are drawn', () => {
    const before = shareFileOf(subject);
    light.bg = '#fdf6e3';
    expect(shareFileOf(subject)).not.toBe(before);
  });

  it('changes with what it shows: the words, the photo, the accent, the fonts', () => {
    const before = shareFileOf(subject);
    expect(shareFileOf({ ...subject, title: 'Staff engineer' })).not.toBe(before);
    expect(shareFileOf({ ...subject, photoKey: 'photos/a.webp' })).toMatch(/\.jpg$/);
    expect(shareFileOf({ ...subject, theme: { ...subject.theme, accent: '#0b6e4f' } })).not.toBe(before);
    expect(shareFileOf({ ...subject, theme: { ...subject.theme, fonts: 'humanist' } })).not.toBe(before);
  });
});
