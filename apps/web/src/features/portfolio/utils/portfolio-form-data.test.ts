import { ALL_LIST_FIELDS, SECTION_FIELDS, TEXT_FIELDS } from '@portfolio/shared/portfolio';
import { describe, expect, it } from 'vitest';
import { emptyPortfolioContent } from './form-values.ts';
import { portfolioFormData } from './portfolio-form-data.ts';

const content = {
  ...emptyPortfolioContent({ name: 'Asha Rao', email: 'asha@example.com' }),
  title: 'Designer',
  projects: [
    {
      title: 'Atlas',
      role: 'Lead',
      startDate: '2024-01-01',
      endDate: '',
      techStack: 'React',
      link: 'https://example.com',
      details: 'Maps',
    },
  ],
};

describe('portfolioFormData', () => {
  it("sends the owner's order and hidden sections as JSON lists of section ids", () => {
    const owned = { ...content, sectionOrder: ['projects' as const], hiddenSections: ['articles' as const] };
    const form = portfolioFormData({ hostingName: 'asha', content: owned, coverImage: null });
    expect(JSON.parse(form.get('sectionOrder') as string)).toEqual(['projects']);
    expect(JSON.parse(form.get('hiddenSections') as string)).toEqual(['articles']);
  });

  it('sends every text field as text and every list as a JSON string, the cover file last', () => {
    const cover = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const form = portfolioFormData({ hostingName: 'asha', content, coverImage: cover });

    const names = [...form.keys()];
    expect(names).toEqual([
      'hostingName',
      ...TEXT_FIELDS,
      ...ALL_LIST_FIELDS,
      'customSections',
      ...SECTION_FIELDS,
      'coverImage',
    ]);
    expect(form.get('hostingName')).toBe('asha');
    expect(form.get('name')).toBe('Asha Rao');
    expect(form.get('linkidenUrl')).toBe('');
    expect(JSON.parse(form.get('projects') as string)).toEqual(content.projects);
    expect(JSON.parse(form.get('educations') as string)).toEqual(content.educations);
    expect(JSON.parse(form.get('skills') as string)).toEqual([]);
    expect(form.get('sectionOrder')).toBe('[]');
    expect(form.get('hiddenSections')).toBe('[]');
    const file = form.get('coverImage');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('me.png');
    expect((file as File).size).toBe(3);
  });

  it('names the portfolio being updated and leaves the cover out when no new file was chosen', () => {
    const form = portfolioFormData({ id: 'p-1', hostingName: 'asha', content, coverImage: null });
    expect(form.get('_id')).toBe('p-1');
    expect(form.has('coverImage')).toBe(false);
    expect([...form.keys()][0]).toBe('_id');
  });

  it('sends the template, then the cover and the photo files last; a removal only without a new photo', () => {
    const cover = new File([new Uint8Array([1])], 'cover.png', { type: 'image/png' });
    const photo = new File([new Uint8Array([2])], 'me.jpg', { type: 'image/jpeg' });
    const form = portfolioFormData({ hostingName: 'asha', content, coverImage: cover, templateId: 3, photo });
    expect([...form.keys()].slice(-3)).toEqual(['templateId', 'coverImage', 'photo']);
    expect(form.get('templateId')).toBe('3');
    expect(form.has('removePhoto')).toBe(false);

    const removed = portfolioFormData({ hostingName: 'asha', content, coverImage: null, removePhoto: true });
    expect(removed.get('removePhoto')).toBe('true');
    const replaced = portfolioFormData({
      hostingName: 'asha',
      content,
      coverImage: null,
      photo,
      removePhoto: true,
    });
    expect(replaced.has('removePhoto')).toBe(false);
  });

  it("sends the owner's own sections as JSON, and no order or hidden entry of a section no longer there", () => {
    const talks = { id: 'talks001', title: 'Talks', items: [] };
    const form = portfolioFormData({
      hostingName: 'asha',
      content: {
        ...content,
        customSections: [talks],
        sectionOrder: ['custom-talks001', 'custom-gone0001', 'projects'],
        hiddenSections: ['custom-gone0001'],
      },
      coverImage: null,
    });
    expect(JSON.parse(form.get('customSections') as string)).toEqual([talks]);
    expect(JSON.parse(form.get('sectionOrder') as string)).toEqual(['custom-talks001', 'projects']);
    expect(form.get('hiddenSections')).toBe('[]');
  });
});
