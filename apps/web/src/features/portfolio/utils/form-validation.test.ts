import { COVER_IMAGE_MAX_BYTES } from '@portfolio/shared/portfolio';
import { describe, expect, it } from 'vitest';
import { coverImageError, hostingNameError, validatePortfolio } from './form-validation.ts';
import { emptyPortfolioContent } from './form-values.ts';

const png = (size = 10) => new File([new Uint8Array(size)], 'cover.png', { type: 'image/png' });

describe('validatePortfolio', () => {
  it('reports the spec messages of the required fields, the first per field', () => {
    const result = validatePortfolio({
      content: emptyPortfolioContent(),
      hostingName: '',
      coverImage: null,
      coverRequired: true,
    });
    expect(result).toEqual({
      valid: false,
      errors: {
        hostingName: 'Hosting name is required',
        coverImage: 'Cover image is required',
        title: 'Title is required',
        name: 'Full name is required',
        email: 'Email is required',
      },
    });
  });

  it('names a list item field by its path', () => {
    const content = emptyPortfolioContent({ name: 'Asha', email: 'asha@example.com' });
    content.title = 'Designer';
    content.projects = [
      { ...content.projects[0], title: 'Atlas' } as (typeof content.projects)[number],
      {
        title: 'B',
        role: '',
        startDate: '',
        endDate: '',
        techStack: '',
        link: 'javascript:alert(1)',
        details: '',
      },
    ];
    const result = validatePortfolio({ content, coverImage: null, coverRequired: false });
    expect(result).toEqual({
      valid: false,
      errors: { 'projects.1.link': 'Enter a full link starting with http:// or https://' },
    });
  });

  it('gives what the server stores: trimmed texts, empty items dropped', () => {
    const content = emptyPortfolioContent({ name: ' Asha ', email: 'asha@example.com' });
    content.title = 'Designer';
    const result = validatePortfolio({
      content,
      hostingName: 'asha',
      coverImage: png(),
      coverRequired: true,
    });
    if (!result.valid) throw new Error('expected a valid form');
    expect(result.content.name).toBe('Asha');
    expect(result.content.projects).toEqual([]);
  });
});

describe('hostingNameError', () => {
  it('gives the spec rules first, then the sub-domain rules', () => {
    expect(hostingNameError('')).toBe('Hosting name is required');
    expect(hostingNameError('my name')).toBe('No spaces allowed in hosting name');
    expect(hostingNameError('MyName')).toBe(
      'Use only lowercase letters, digits and hyphens in the hosting name',
    );
    expect(hostingNameError('www')).toBe('This hosting name is reserved');
    expect(hostingNameError('asha-rao')).toBeUndefined();
  });
});

describe('coverImageError', () => {
  it('requires a file only when asked, and refuses big and non-picture files', () => {
    expect(coverImageError(null, { required: true })).toBe('Cover image is required');
    expect(coverImageError(null, { required: false })).toBeUndefined();
    expect(coverImageError(png(), { required: true })).toBeUndefined();
    expect(coverImageError(png(COVER_IMAGE_MAX_BYTES + 1), { required: true })).toBe(
      'The cover image must be at most 5 MB.',
    );
    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    expect(coverImageError(text, { required: true })).toBe(
      'The cover image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
  });
});
