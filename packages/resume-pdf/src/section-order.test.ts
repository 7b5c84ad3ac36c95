import { orderedSections, templateSectionOrder } from '@portfolio/shared/site-rules';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderResumePdf } from './render-resume-pdf.ts';
import { samplePortfolio } from './test-portfolios.ts';

const siteUrl = 'https://aarav.example.com/';
const HEADINGS = ['Summary', 'Experience', 'Projects', 'Education', 'Achievements', 'Articles'];

/** The section headings of a PDF résumé, in the order they are printed. */
async function headingsOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.split('\n').filter((line) => HEADINGS.includes(line));
}

describe("the PDF résumé follows the site's sections (issue 26 item 4)", () => {
  it('prints the sections in the order given and leaves the hidden ones out', async () => {
    const choices = { sectionOrder: ['projects', 'articles'], hiddenSections: ['education'] };
    const sections = orderedSections(templateSectionOrder(3), choices);
    const pdf = await renderResumePdf(samplePortfolio, { siteUrl, sections });
    expect(await headingsOf(pdf)).toEqual(['Projects', 'Articles', 'Experience', 'Summary', 'Achievements']);
  });

  it("follows the content's own order and hidden sections when no order is given", async () => {
    const content = {
      ...samplePortfolio,
      sectionOrder: ['articles' as const],
      hiddenSections: ['projects' as const],
    };
    const pdf = await renderResumePdf(content, { siteUrl });
    expect(await headingsOf(pdf)).toEqual(['Articles', 'Summary', 'Experience', 'Education', 'Achievements']);
  });

  it('keeps the summary leading when About is hidden, without About me', async () => {
    const pdf = await renderResumePdf(samplePortfolio, { siteUrl, sections: ['projects'] });
    expect(await headingsOf(pdf)).toEqual(['Summary', 'Projects']);
  });
});
