import { COVER_IMAGE_MAX_BYTES } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID } from '@portfolio/shared/templates';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { coverImageError, hostingNameError, portfolioCheck } from './form-validation.ts';
import { emptyPortfolioContent, type PortfolioValues, startingValues } from './form-values.ts';

const png = (size = 10) => new File([new Uint8Array(size)], 'cover.png', { type: 'image/png' });

/** What the form shows for a check: the first message per field, or the submission. */
function check(values: PortfolioValues, rules: Parameters<typeof portfolioCheck>[0]) {
  const result = portfolioCheck(rules).safeParse(values);
  return result.success ? { submission: result.data } : { errors: fieldErrors(result.error) };
}

describe('portfolioCheck', () => {
  it('reports the spec messages of the required fields, the first per field', () => {
    const values = startingValues(emptyPortfolioContent(), '', DEFAULT_TEMPLATE_ID);
    expect(check(values, { creating: true })).toEqual({
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
    expect(check(startingValues(content, 'asha', DEFAULT_TEMPLATE_ID), { creating: false })).toEqual({
      errors: { 'projects.1.link': 'Enter a full link starting with http:// or https://' },
    });
  });

  it('refuses a hosting name the availability check said is taken, once its rules pass', () => {
    const content = emptyPortfolioContent({ name: 'Asha', email: 'asha@example.com' });
    content.title = 'Designer';
    const rules = { creating: true, hostingNameRefusal: 'This hosting name is already taken' };
    const values = { ...startingValues(content, 'asha', DEFAULT_TEMPLATE_ID), coverImage: png() };
    expect(check(values, rules)).toEqual({ errors: { hostingName: 'This hosting name is already taken' } });
    expect(check({ ...values, hostingName: 'www' }, rules)).toEqual({
      errors: { hostingName: 'This hosting name is reserved' },
    });
  });

  it('gives what the server stores: trimmed texts, empty items dropped, the files and template as chosen', () => {
    const content = emptyPortfolioContent({ name: ' Asha ', email: 'asha@example.com' });
    content.title = 'Designer';
    const cover = png();
    const values = { ...startingValues(content, 'asha', DEFAULT_TEMPLATE_ID), coverImage: cover };
    const result = check(values, { creating: true });
    if (!result.submission) throw new Error('expected a valid form');
    expect(result.submission.content.name).toBe('Asha');
    expect(result.submission.content.projects).toEqual([]);
    expect(result.submission).toMatchObject({
      hostingName: 'asha',
      coverImage: cover,
      templateId: DEFAULT_TEMPLATE_ID,
      photo: null,
      removePhoto: false,
    });
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
