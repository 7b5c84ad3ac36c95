import { orderedSections, siteSectionOrder, templateSectionOrder } from '@portfolio/shared/site-rules';
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

  it("prints the owner's own sections as text sections in their place; an empty one is left out", async () => {
    const content = {
      ...samplePortfolio,
      customSections: [
        {
          id: 'talks001',
          title: 'Talks',
          items: [
            {
              title: 'Designing for phones',
              subtitle: 'JSConf India',
              startDate: '2024-03-01',
              endDate: '',
              description: 'Forty minutes on slow networks.',
              link: 'https://jsconf.in/',
            },
          ],
        },
        { id: 'empty002', title: 'Exhibitions', items: [] },
      ],
      sectionOrder: ['custom-talks001' as const, 'experience' as const],
    };
    const sections = orderedSections(siteSectionOrder(1, content), content);
    const pdf = await renderResumePdf(content, { siteUrl, sections });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const lines = text.split('\n');
    expect(lines.filter((line) => [...HEADINGS, 'Talks', 'Exhibitions'].includes(line)).slice(0, 2)).toEqual([
      'Talks',
      'Experience',
    ]);
    expect(text).toContain('Designing for phones · JSConf India');
    expect(text).toContain('Mar 2024');
    expect(text).not.toContain('Mar 2024 – Present');
    expect(lines).not.toContain('Exhibitions');
    // Without an order given, the content's own order places it too.
    const own = await renderResumePdf(content, { siteUrl });
    const { text: ownText } = await extractText(await getDocumentProxy(new Uint8Array(own)), {
      mergePages: true,
    });
    expect(ownText.split('\n').find((line) => ['Talks', ...HEADINGS].includes(line))).toBe('Talks');
  });
});
