import { describe, expect, it } from 'vitest';
import { imageMarkdown, insertParagraph } from './case-study-image.ts';

const ID = '0123456789abcdef0123456789abcdef';

describe('imageMarkdown', () => {
  it('writes the image by id, its alt text on one line with brackets escaped', () => {
    expect(imageMarkdown(ID, 'The  [old]\nsign-in')).toBe(`![The \\[old\\] sign-in](image:${ID})`);
  });
});

describe('insertParagraph', () => {
  it('puts the Markdown at the cursor as a paragraph of its own', () => {
    expect(insertParagraph('Intro\nOutro', '![a](image:x)', 5)).toEqual({
      text: 'Intro\n\n![a](image:x)\n\nOutro',
      cursor: 20,
    });
  });

  it('adds at the end without a cursor, and alone into an empty case study', () => {
    expect(insertParagraph('Intro\n\n', 'M').text).toBe('Intro\n\nM');
    expect(insertParagraph('Intro', 'M').text).toBe('Intro\n\nM');
    expect(insertParagraph('', 'M')).toEqual({ text: 'M', cursor: 1 });
  });
});
