import { describe, expect, it } from 'vitest';
import { exportJsonResume } from './export-json-resume.ts';
import { importJsonResume } from './import-json-resume.ts';
import { EXTENSION_KEY } from './json-resume-schema.ts';
import { richPortfolio } from './test-portfolios.ts';

describe("the site's theme in the JSON Resume (issue 27 item 1)", () => {
  const theme = {
    accent: '#be123c',
    fonts: 'editorial' as const,
    appearance: 'dark' as const,
    credit: false,
  };

  it('is named in meta and read back from an export of ours', () => {
    const resume = exportJsonResume({ ...richPortfolio, theme });
    expect((resume.meta as Record<string, Record<string, unknown>>)[EXTENSION_KEY]?.theme).toEqual(theme);
    expect(importJsonResume(resume)).toMatchObject({ ok: true, values: { theme } });
  });

  it('is not written for content without one, and an import without one leaves the form’s', () => {
    const resume = exportJsonResume(richPortfolio);
    expect(JSON.stringify(resume.meta)).not.toContain('theme');
    const imported = importJsonResume(resume);
    expect(imported.ok && 'theme' in imported.values).toBe(false);
  });

  it('reports a theme the form refuses and imports the rest', () => {
    const resume = exportJsonResume({ ...richPortfolio, theme });
    const meta = resume.meta as Record<string, Record<string, unknown>>;
    (meta[EXTENSION_KEY] as Record<string, unknown>).theme = { accent: '</style><script>' };
    const imported = importJsonResume(resume);
    expect(imported.ok && 'theme' in imported.values).toBe(false);
    expect(imported.ok && imported.notImported.join('\n')).toContain(
      `meta.${EXTENSION_KEY}.theme: not imported`,
    );
  });
});
