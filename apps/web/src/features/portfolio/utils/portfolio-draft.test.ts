import { EMPTY_ITEMS } from '@portfolio/shared/portfolio';
import { describe, expect, it } from 'vitest';
import { emptyPortfolioContent } from './form-values.ts';
import {
  type DraftStorage,
  type PortfolioDraft,
  parseDraft,
  portfolioDraftKey,
  readDraft,
  removeDraft,
  writeDraft,
} from './portfolio-draft.ts';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const draft: PortfolioDraft = {
  savedAt: '2026-11-22T10:00:00.000Z',
  hostingName: 'asha',
  content: {
    ...emptyPortfolioContent({ name: 'Asha' }),
    title: 'Designer',
    projects: [{ ...EMPTY_ITEMS.projects, title: 'ShopFast', startDate: '2023-01-01' }],
    articles: [],
  },
  coverName: 'cover.png',
  unfinishedUploads: ['a.jpg', 'b.jpg'],
  review: [['projects.0.startDate', 'Check this: read from your résumé with low confidence']],
};

describe('portfolioDraftKey', () => {
  it('keeps one draft per user and per template or portfolio', () => {
    expect(portfolioDraftKey('u1', { templateId: '1' })).toBe('pm-draft:u1:template:1');
    expect(portfolioDraftKey('u1', { portfolioId: 'p9' })).toBe('pm-draft:u1:portfolio:p9');
    expect(portfolioDraftKey('u2', { templateId: '1' })).not.toBe(
      portfolioDraftKey('u1', { templateId: '1' }),
    );
  });
});

describe('drafts in storage', () => {
  it('gives back exactly what was kept, a list emptied on purpose included', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, 'k', draft)).toBe(true);
    expect(readDraft(storage, 'k')).toEqual(draft);
    removeDraft(storage, 'k');
    expect(readDraft(storage, 'k')).toBeUndefined();
  });

  it('reads a broken or foreign value as no draft, and keeps only the form fields', () => {
    const storage = memoryStorage();
    storage.setItem('broken', '{not json');
    storage.setItem('old', JSON.stringify({ version: 0, savedAt: 'x', content: {} }));
    expect(readDraft(storage, 'broken')).toBeUndefined();
    expect(readDraft(storage, 'old')).toBeUndefined();
    expect(readDraft(undefined, 'k')).toBeUndefined();

    const parsed = parseDraft({
      version: 1,
      savedAt: '2026-11-22T10:00:00.000Z',
      hostingName: 42,
      content: { title: 'T', name: { evil: true }, script: '<script>', projects: [{ title: 7 }] },
    });
    expect(parsed?.hostingName).toBe('');
    expect(parsed?.content.title).toBe('T');
    expect(parsed?.content.name).toBe('');
    expect(parsed?.content).not.toHaveProperty('script');
    expect(parsed?.content.projects).toEqual([EMPTY_ITEMS.projects]);
    expect(parsed).not.toHaveProperty('coverName');
  });

  it("keeps only well-formed import marks ([path, note] pairs) of a draft's review", () => {
    const parsed = parseDraft({
      version: 1,
      savedAt: '2026-11-22T10:00:00.000Z',
      content: {},
      review: [['title', 'Check this'], ['name'], ['email', 7], 'summary', ['a', 'b', 'c']],
    });
    expect(parsed?.review).toEqual([['title', 'Check this']]);
    expect(parseDraft({ version: 1, savedAt: 'x', content: {}, review: 'title' })).not.toHaveProperty(
      'review',
    );
  });

  it('says so when the browser will not keep it', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(writeDraft(full, 'k', draft)).toBe(false);
    expect(writeDraft(undefined, 'k', draft)).toBe(false);
  });
});
