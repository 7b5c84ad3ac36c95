import { Font } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { renderResumePdf } from './render-resume-pdf.ts';
import { samplePortfolio } from './test-portfolios.ts';

const siteUrl = 'https://aarav.example.com/';

/** The résumé's faces react-pdf knows of (it has the PDF standard fonts as well). */
const notoFamilies = () => Font.getRegisteredFontFamilies().filter((family) => family.startsWith('Noto'));

/**
 * react-pdf loads every family a text lists, each font decoded through a JavaScript array as long
 * as it: a résumé lists only the faces that draw some of it, so a drawing thread holds one or two
 * fonts, not 32, and starts that much sooner.
 */
describe('the faces a résumé loads', () => {
  it('are those its text needs: Latin for a résumé in English, one more for each script it adds', async () => {
    await renderResumePdf(samplePortfolio, { siteUrl });
    expect(notoFamilies()).toEqual(['Noto Sans latin']);

    await renderResumePdf({ ...samplePortfolio, name: 'சொத்து Sharma', title: 'Разработчик' }, { siteUrl });
    expect(notoFamilies()).toEqual(['Noto Sans latin', 'Noto Sans cyrillic', 'Noto Sans tamil']);
  });
});
