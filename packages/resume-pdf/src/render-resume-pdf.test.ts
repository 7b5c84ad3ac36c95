import { crc32, deflateSync } from 'node:zlib';
import { type PortfolioContent, portfolioContentSchema } from '@portfolio/shared/portfolio';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderResumePdf } from './render-resume-pdf.ts';
import { longPortfolio, minimalPortfolio, samplePortfolio } from './test-portfolios.ts';

const siteUrl = 'https://aarav.example.com/';

/** What a reader of the PDF gets: its pages, its text (selectable, in reading order) and its links. */
async function readPdf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text: pageTexts } = await extractText(document);
  const links: string[] = [];
  for (let pageNumber = 1; pageNumber <= totalPages; pageNumber += 1) {
    const annotations = await (await document.getPage(pageNumber)).getAnnotations();
    links.push(...annotations.filter((a) => a.subtype === 'Link').map((a) => a.url));
  }
  return { pages: totalPages, text: pageTexts.join('\n'), pageTexts, links };
}

function withContent(changes: Partial<PortfolioContent>): PortfolioContent {
  return portfolioContentSchema.parse({ ...minimalPortfolio, ...changes });
}

/**
 * Per script, words that need shaping: conjuncts (क्ष, ಕ್ಕ), vowel signs drawn before their consonant
 * (ि, ਿ, િ) or around it (ொ, ৌ, ോ, ୋ, ೊ), nukta (ଡ଼), repha and reph-like forms (ର୍କ, శ్రీ).
 */
const INDIAN_WORDS = {
  devanagari: 'क्षत्रिय',
  bengali: 'বাংলা কৌশল',
  gurmukhi: 'ਪੰਜਾਬੀ ਕਿਤਾਬ',
  gujarati: 'ગુજરાતી કિંમત',
  oriya: 'ଓଡ଼ିଆ କୋଣାର୍କ',
  tamil: 'சொத்து',
  telugu: 'తెలుగు శ్రీ',
  kannada: 'ಕನ್ನಡ ಕೊಡಗು',
  malayalam: 'മലയാളം കൊല്ലം',
};

/**
 * The characters of a text, whatever their order and spacing: a PDF holds its glyphs in the order
 * they are drawn, so a reader puts a vowel sign drawn before its consonant (ि, ে, ெ …) first, a
 * two-part one (ொ) as its two parts, and may break a line at a mark drawn raised.
 */
function charactersOf(text: string): string {
  return [...text.normalize('NFD').replace(/\s/g, '')].sort().join('');
}

const HEADINGS = ['Summary', 'Experience', 'Projects', 'Education', 'Achievements', 'Articles'];

describe('renderResumePdf', () => {
  it("has the owner's name, title, every section heading in order and the last project", async () => {
    const { text } = await readPdf(await renderResumePdf(samplePortfolio, { siteUrl }));
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Aarav Sharma', 'Full-Stack Developer']);
    const headingLines = HEADINGS.map((heading) => lines.indexOf(heading));
    expect(headingLines.every((line) => line > 0)).toBe(true);
    expect(headingLines).toEqual([...headingLines].sort((a, b) => a - b));
    expect(text).toContain(samplePortfolio.projects.at(-1)?.title);
    expect(text).toContain('aarav@example.com · +91 98765 43210 · Pune, India');
    expect(text).toContain('First prize at the Pune civic tech hackathon.');
  });

  it('prints skills by group, services with their price or On request, and testimonials', async () => {
    const content = withContent({
      skills: [{ name: 'Design', skills: ['Figma', 'Prototyping', 'User research'] }],
      services: [
        { name: 'Design sprint', description: 'Five days, one tested prototype.', price: '₹15 000' },
        { name: 'Audit', description: '', price: '' },
      ],
      testimonials: [
        {
          quote: 'Shipped a week early.',
          name: 'Meera Rao',
          role: 'CTO, Brightlabs',
          link: 'https://meera.example.com/',
        },
      ],
    });
    const { text, links } = await readPdf(await renderResumePdf(content, { siteUrl }));
    const lines = text.split('\n');
    const headings = ['Skills', 'Services', 'Testimonials'].map((heading) => lines.indexOf(heading));
    expect(headings.every((line) => line > 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    expect(text).toContain('Figma, Prototyping, User research');
    expect(text).toContain('Design sprint ₹15 000');
    expect(text).toContain('Audit On request');
    expect(text).toContain('“Shipped a week early.”');
    expect(text).toContain('Meera Rao · CTO, Brightlabs');
    expect(links).toContain('https://meera.example.com/');
  });

  it('leaves Skills, Services and Testimonials out when they are empty or missing (older content)', async () => {
    const { skills: _s, services: _v, testimonials: _t, ...older } = withContent({});
    const { text } = await readPdf(await renderResumePdf(older as PortfolioContent, { siteUrl }));
    for (const heading of ['Skills', 'Services', 'Testimonials'])
      expect(text.split('\n')).not.toContain(heading);
  });

  it('lists each section newest first by its dates, an ongoing one first of all', async () => {
    const { text } = await readPdf(await renderResumePdf(samplePortfolio, { siteUrl }));
    expect(text.indexOf('Senior Engineer · Brightlabs Jan 2021 – Present')).toBeLessThan(
      text.indexOf('Engineer · Codeworks Jul 2018 – Dec 2020'),
    );
    expect(text.indexOf('ShopFast · Lead developer Jan 2023 – Present')).toBeLessThan(
      text.indexOf('Clinic Booking · Full-stack developer Mar 2021 – Aug 2022'),
    );
  });

  it('links the e-mail address, the site, the social profiles and each link of an entry', async () => {
    const { links } = await readPdf(await renderResumePdf(samplePortfolio, { siteUrl }));
    expect(links).toEqual([
      'mailto:aarav@example.com',
      siteUrl,
      'https://www.linkedin.com/in/aarav-sharma-example',
      'https://github.com/aarav-example',
      'https://x.com/aarav_example',
      'https://example.com/shopfast',
      'https://example.com/hackathon',
      'https://example.com/blog/50kb',
    ]);
  });

  it('embeds its fonts, and leaves out what they cannot draw rather than fall back to one it does not embed', async () => {
    const content = withContent({
      name: 'Дмитрий Σωκράτης Nguyễn',
      summary: 'Tabs\tand\r\nline breaks stay text; emoji 🚀 and مرحبا are left out.',
      experiences: [
        { companyName: 'Łódź', role: 'आरव', startDate: '', endDate: '', techStack: '', summary: '' },
      ],
    });
    const pdf = await renderResumePdf(content, { siteUrl });
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('/Helvetica');
    const { text } = await readPdf(pdf);
    expect(text).toContain('Дмитрий Σωκράτης Nguyễn');
    expect(text).toContain('Łódź');
    expect(text).toContain('Tabs and\nline breaks stay text; emoji and are left out.');
  });

  it('draws hard words of every Indian script and reads each back from the text', {
    timeout: 60_000,
  }, async () => {
    // Each in a résumé of its own, one after another as the worker makes them: what one leaves in
    // the font caches must not change how the next one reads.
    const read = new Map<string, string>();
    for (const word of Object.values(INDIAN_WORDS).flatMap((words) => words.split(' '))) {
      const { text } = await readPdf(await renderResumePdf(withContent({ summary: word }), { siteUrl }));
      read.set(word, text.slice(text.indexOf('Summary') + 'Summary'.length));
    }
    expect([...read.values()].map(charactersOf)).toEqual([...read.keys()].map(charactersOf));
    const drawnInOrder = ['বাংলা', 'ગુજરાતી', 'ಕನ್ನಡ', 'മലയാളം', 'ਪੰਜਾਬੀ'];
    expect(drawnInOrder.map((word) => read.get(word)?.trim())).toEqual(drawnInOrder);
  });

  it('keeps every character of a title that mixes scripts, even inside a word and across lines', async () => {
    const word = 'हिन्दीதமிழ்';
    for (const title of [
      `हिन्दी தமிழ் Engineer · ${word}`,
      `${'Senior '.repeat(8)}${word.repeat(4)} and more`,
    ]) {
      const { text } = await readPdf(await renderResumePdf(withContent({ title }), { siteUrl }));
      const lines = text.split('\n');
      expect(charactersOf(lines.slice(1, lines.indexOf('mira@example.com')).join(''))).toBe(
        charactersOf(title),
      );
    }
  });

  it('embeds no Indian script font in a résumé that does not use one', async () => {
    const raw = (await renderResumePdf(samplePortfolio, { siteUrl })).toString('latin1');
    expect(raw.match(/\/BaseFont \/\w+\+[\w-]+/g)?.map((font) => font.split('+')[1])).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/Devanagari|Bengali|Tamil|Malayalam|Oriya/)]),
    );
  });

  it('shows HTML in a field as the characters typed', async () => {
    const content = withContent({
      summary: '<b>x</b> & <script>alert(1)</script>',
      projects: [
        {
          title: '<i>Tool</i>',
          role: '',
          startDate: '',
          endDate: '',
          techStack: '',
          link: '',
          details: '&amp;',
        },
      ],
    });
    const { text } = await readPdf(await renderResumePdf(content, { siteUrl }));
    expect(text).toContain('<b>x</b> & <script>alert(1)</script>');
    expect(text).toContain('<i>Tool</i>');
    expect(text).toContain('&amp;');
  });

  it('flows 30 long experiences onto further pages without losing a line', { timeout: 60_000 }, async () => {
    const { pages, text } = await readPdf(await renderResumePdf(longPortfolio, { siteUrl }));
    expect(pages).toBeGreaterThan(1);
    // A sentence cut by a page break reads on across the page number.
    const words = text.replace(/\d+ \/ \d+/g, ' ').replace(/\s+/g, ' ');
    expect(new Set(words.match(/Company \d+/g))).toHaveProperty('size', 30);
    expect(
      words.match(/Sentence \d+ of a long account of what was built, for whom, and what came of it\./g),
    ).toHaveLength(30 * 40);
    expect(text).toContain(`1 / ${pages}`);
    expect(text).toContain(`${pages} / ${pages}`);
  });

  it('never leaves a heading alone at the foot of a page', { timeout: 60_000 }, async () => {
    // Each extra line of 'About me' moves the headings below it down, until each has been at a foot.
    for (let lines = 0; lines <= 12; lines += 1) {
      const aboutMe = Array.from({ length: lines }, (_, i) => `Line ${i + 1} about me.`).join('\n');
      const { pageTexts } = await readPdf(
        await renderResumePdf({ ...samplePortfolio, aboutMe }, { siteUrl }),
      );
      const lastLines = pageTexts.map((page) =>
        page
          .split('\n')
          .filter((line) => !/^\d+ \/ \d+$/.test(line))
          .at(-1),
      );
      expect(lastLines.filter((line) => HEADINGS.includes(line ?? ''))).toEqual([]);
    }
  });

  it('renders a portfolio with only a title, a name and an e-mail address', async () => {
    const { pages, text, links } = await readPdf(await renderResumePdf(minimalPortfolio, { siteUrl }));
    expect(pages).toBe(1);
    expect(text.split('\n')).toEqual(['Mira Rao', 'Designer', 'mira@example.com', 'aarav.example.com']);
    expect(links).toEqual(['mailto:mira@example.com', siteUrl]);
  });

  it('puts a PNG or JPEG photo beside the name, and refuses any other image', async () => {
    const pdf = await renderResumePdf(minimalPortfolio, { siteUrl, photo: onePixelPng() });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    await expect(
      renderResumePdf(minimalPortfolio, { siteUrl, photo: Buffer.from('RIFF....WEBP') }),
    ).rejects.toThrow('The résumé photo must be a PNG or JPEG image.');
  });
});

/** A 1×1 grey PNG, made here so the test needs no image file. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]); // 1×1, 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
