import { orderedSections, templateSectionOrder } from '@portfolio/shared/site-rules';
import { describe, expect, it } from 'vitest';
import { exportJsonResume } from './export-json-resume.ts';
import { importJsonResume } from './import-json-resume.ts';
import { EXTENSION_KEY } from './json-resume-schema.ts';
import { richPortfolio as samplePortfolio } from './test-portfolios.ts';

describe("the JSON Resume export follows the site's sections (issue 26 item 4)", () => {
  const owned = {
    ...samplePortfolio,
    sectionOrder: ['articles' as const, 'projects' as const],
    hiddenSections: ['education' as const],
  };

  it("orders the document's sections as the site, keeps hidden ones' content and names both in meta", () => {
    const sections = orderedSections(templateSectionOrder(1), { sectionOrder: owned.sectionOrder });
    const resume = exportJsonResume(owned, { sections });
    // Skills follow their section's place once the site has one (issue 26 item 3).
    expect(Object.keys(resume).filter((key) => key !== 'skills')).toEqual([
      '$schema',
      'basics',
      'publications',
      'projects',
      'work',
      'education',
      'awards',
      'meta',
    ]);
    expect(resume.education?.length).toBeGreaterThan(0);
    expect((resume.meta as Record<string, Record<string, unknown>>)[EXTENSION_KEY]).toMatchObject({
      sectionOrder: ['articles', 'projects'],
      hiddenSections: ['education'],
    });
  });

  it('reads the order and hidden sections back from an export of ours', () => {
    const imported = importJsonResume(exportJsonResume(owned));
    expect(imported).toMatchObject({
      ok: true,
      values: { sectionOrder: ['articles', 'projects'], hiddenSections: ['education'] },
    });
  });

  it('writes neither for content saved before them, in the template order', () => {
    const { sectionOrder: _order, hiddenSections: _hidden, ...old } = owned;
    const resume = exportJsonResume(old as typeof owned);
    expect(Object.keys(resume).slice(2, 4)).toEqual(['work', 'projects']);
    expect(JSON.stringify(resume.meta)).not.toContain('sectionOrder');
  });

  it("lists the owner's own sections in meta, places none in the document, and reads them back", () => {
    const talks = {
      id: 'talks001',
      title: 'Talks',
      items: [
        {
          title: 'Designing for phones',
          subtitle: 'JSConf India',
          startDate: '2024-03-01',
          endDate: '',
          description: '',
          link: 'https://jsconf.in/',
        },
      ],
    };
    const content = {
      ...owned,
      customSections: [talks],
      sectionOrder: ['custom-talks001' as const, 'projects' as const],
    };
    const resume = exportJsonResume(content);
    expect(Object.keys(resume).slice(0, 3)).toEqual(['$schema', 'basics', 'projects']);
    expect((resume.meta as Record<string, Record<string, unknown>>)[EXTENSION_KEY]).toMatchObject({
      customSections: [talks],
      sectionOrder: ['custom-talks001', 'projects'],
    });
    expect(importJsonResume(resume)).toMatchObject({
      ok: true,
      values: { customSections: [talks], sectionOrder: ['custom-talks001', 'projects'] },
    });
  });
});
