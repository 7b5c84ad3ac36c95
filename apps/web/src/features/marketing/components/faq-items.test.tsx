// @vitest-environment happy-dom
import { TEMPLATES } from '@portfolio/shared/templates';
import { ACCENT_SWATCHES, FONT_PAIRINGS } from '@portfolio/shared/theme';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { faqItems } from './faq-items.tsx';

const NUMBER_WORDS: Record<number, string> = { 3: 'three', 8: 'eight' };

/** The text of one answer, as a visitor reads it. */
function answerTo(question: string): string {
  const item = faqItems('loading').find((faq) => faq.question === question);
  if (!item) throw new Error(`no question '${question}'`);
  const { container } = render(<MemoryRouter>{item.answer}</MemoryRouter>);
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

describe('the FAQ tells the truth about the look (issue 27)', () => {
  const answer = () => answerTo('Can I choose a different theme or template?');

  it('names every template there is, and counts them right', () => {
    const text = answer();
    expect(text).toContain(`There are ${NUMBER_WORDS[TEMPLATES.length]} templates:`);
    for (const template of TEMPLATES) expect(text).toContain(template.name);
  });

  it('says what of the theme an owner can change, with the editor’s own numbers', () => {
    const text = answer();
    expect(text).toContain(`one of ${ACCENT_SWATCHES.length} ready swatches or any colour you like`);
    expect(text).toContain('we adjust its lightness until it is');
    expect(text).toContain(`one of ${FONT_PAIRINGS.length} font pairings`);
    expect(text).toContain('light, dark or follows each visitor’s device setting');
    expect(text).toContain('‘Made with Portfolio Maker’ line in the footer can be switched off');
  });
});
