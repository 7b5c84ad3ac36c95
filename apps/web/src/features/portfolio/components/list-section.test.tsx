// @vitest-environment happy-dom
import { EMPTY_ITEMS, type PortfolioContent } from '@portfolio/shared/portfolio';
import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { FormErrors } from '../../../hooks/use-schema-form.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { useFormFields } from '../hooks/use-form-fields.ts';
import { useSectionFolds } from '../hooks/use-section-folds.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import type { ListItem, PortfolioValues } from '../utils/form-values.ts';
import { ListSection } from './list-section.tsx';

type Lists = Pick<PortfolioContent, 'projects' | 'articles'>;

const project = (title: string, role = ''): ListItem<'projects'> => ({
  ...EMPTY_ITEMS.projects,
  title,
  role,
});
const article = (title: string): ListItem<'articles'> => ({ ...EMPTY_ITEMS.articles, title });

/**
 * Two list sections of the portfolio form, run by react-hook-form through useFormFields as the editor
 * runs all five: each item's fields registered, items added and removed through useFieldArray, and
 * messages from elsewhere (a server's refusal) through `showErrors`. `onValues` gets what the form
 * holds after each change.
 */
function TwoLists({
  initial,
  messages,
  onValues,
}: {
  initial: Lists;
  messages: FormErrors;
  onValues: (values: Lists) => void;
}) {
  const form = useForm<PortfolioValues, unknown, PortfolioSubmission>({ defaultValues: initial });
  const fields = useFormFields(form);
  const folds = useSectionFolds(fields, () => true);
  useEffect(() => fields.showErrors(messages), [messages, fields]);
  useEffect(() => {
    const report = () => {
      const { projects, articles } = fields.getValues();
      onValues(structuredClone({ projects, articles }));
    };
    report();
    return fields.subscribe(report);
  }, [fields, onValues]);
  return (
    <>
      <ListSection list="projects" fields={fields} folds={folds} />
      <ListSection list="articles" fields={fields} folds={folds} />
    </>
  );
}

function renderLists(initial: Partial<Lists> = {}, messages: FormErrors = {}) {
  const onValues = vi.fn<(values: Lists) => void>();
  const lists = { projects: [project('Atlas')], articles: [article('On maps')], ...initial };
  const view = renderApp(<TwoLists initial={lists} messages={messages} onValues={onValues} />);
  return {
    ...view,
    /** The values the form holds now. */
    values: () => onValues.mock.lastCall?.[0],
    projects: within(screen.getByRole('group', { name: 'Projects' })),
  };
}

const item = (name: string) => within(screen.getByRole('group', { name }));
const value = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('ListSection', () => {
  it('shows each item numbered, with the fields of its list in the spec’s order', () => {
    const { projects } = renderLists({ projects: [project('Atlas', 'Lead'), project('Beacon')] });
    expect(projects.getAllByRole('group', { name: /^Project / })).toEqual([
      screen.getByRole('group', { name: 'Project 1' }),
      screen.getByRole('group', { name: 'Project 2' }),
    ]);
    const first = item('Project 1');
    expect(first.getAllByLabelText(/./).map((field) => field.getAttribute('name'))).toEqual([
      'projects.0.title',
      'projects.0.role',
      'projects.0.startDate',
      'projects.0.endDate',
      'projects.0.techStack',
      'projects.0.link',
      'projects.0.details',
      // The Images field: its group and its file input, which the form does not read by name.
      null,
      null,
      'projects.0.caseStudy',
      'projects.0.slug',
    ]);
    expect(value(first.getByRole('textbox', { name: 'Title' }))).toBe('Atlas');
    expect(value(first.getByRole('textbox', { name: 'Role' }))).toBe('Lead');
    expect(value(item('Project 2').getByRole('textbox', { name: 'Title' }))).toBe('Beacon');
  });

  it('adds an empty item at the end and puts the cursor in its first field', async () => {
    const { projects, user, values } = renderLists();
    await user.click(projects.getByRole('button', { name: 'Add project' }));

    const added = item('Project 2');
    expect(value(added.getByRole('textbox', { name: 'Title' }))).toBe('');
    expect(document.activeElement).toBe(added.getByRole('textbox', { name: 'Title' }));
    expect(value(item('Project 1').getByRole('textbox', { name: 'Title' }))).toBe('Atlas');
    expect(values()).toEqual({
      projects: [project('Atlas'), EMPTY_ITEMS.projects],
      articles: [article('On maps')],
    });
  });

  it('removes the item asked for; the ones after it move up with what was typed in them', async () => {
    const { projects, user, values } = renderLists({
      projects: [project('Atlas'), project('Beacon', 'Lead'), project('Compass')],
    });
    // The field itself moves up, with what the browser keeps in it (the cursor, a date half typed).
    const compass = item('Project 3').getByRole('textbox', { name: 'Title' });
    await user.click(projects.getByRole('button', { name: 'Remove project 2' }));

    expect(projects.getAllByRole('group', { name: /^Project / })).toHaveLength(2);
    expect(value(item('Project 1').getByRole('textbox', { name: 'Title' }))).toBe('Atlas');
    expect(item('Project 2').getByRole('textbox', { name: 'Title' })).toBe(compass);
    expect(value(compass)).toBe('Compass');
    expect(value(item('Project 2').getByRole('textbox', { name: 'Role' }))).toBe('');
    expect(projects.queryByRole('button', { name: 'Remove project 3' })).toBeNull();
    // Focus does not fall to the page: it goes to Add.
    expect(document.activeElement).toBe(projects.getByRole('button', { name: 'Add project' }));
    expect(values()).toEqual({
      projects: [project('Atlas'), project('Compass')],
      articles: [article('On maps')],
    });
  });

  it('lets the last item go too: the section is then left out, and Add brings one back', async () => {
    const { projects, user, values } = renderLists();
    await user.click(projects.getByRole('button', { name: 'Remove project 1' }));

    expect(projects.queryAllByRole('group')).toEqual([]);
    expect(projects.getByText('No projects added. This section is left out.')).toBeTruthy();
    expect(values()?.projects).toEqual([]);

    await user.click(projects.getByRole('button', { name: 'Add project' }));
    expect(value(item('Project 1').getByRole('textbox', { name: 'Title' }))).toBe('');
    expect(projects.queryByText(/This section is left out/)).toBeNull();
    expect(values()?.projects).toEqual([EMPTY_ITEMS.projects]);
  });

  it('keeps what is typed in the item and list it was typed in', async () => {
    const { user, values } = renderLists({ projects: [project('Atlas'), project('')] });
    await user.type(item('Project 2').getByRole('textbox', { name: 'Title' }), 'Beacon');
    await user.type(item('Article 1').getByRole('textbox', { name: 'Link' }), 'https://a.example');

    expect(value(item('Project 1').getByRole('textbox', { name: 'Title' }))).toBe('Atlas');
    expect(value(item('Project 2').getByRole('textbox', { name: 'Title' }))).toBe('Beacon');
    expect(value(item('Article 1').getByRole('textbox', { name: 'Title' }))).toBe('On maps');
    expect(value(item('Project 1').getByRole('textbox', { name: 'Link' }))).toBe('');
    expect(values()).toEqual({
      projects: [project('Atlas'), project('Beacon')],
      articles: [{ ...article('On maps'), link: 'https://a.example' }],
    });
  });

  it('shows a message on the field of the item and list it names, until that field is typed in', async () => {
    const { user } = renderLists(
      { projects: [project('Atlas'), project('Beacon')] },
      { 'projects.1.link': 'Enter a full address, starting with https://', 'articles.0.title': 'Too long' },
    );
    const field = (group: string, name: string) => item(group).getByRole('textbox', { name });
    const invalidFields = () => [...document.querySelectorAll('[aria-invalid="true"]')];

    expect(
      item('Project 2').getByRole('textbox', {
        name: 'Link',
        description: 'Enter a full address, starting with https://',
      }),
    ).toBe(field('Project 2', 'Link'));
    expect(item('Article 1').getByRole('textbox', { name: 'Title', description: 'Too long' })).toBe(
      field('Article 1', 'Title'),
    );
    expect(invalidFields()).toEqual([field('Project 2', 'Link'), field('Article 1', 'Title')]);

    // Typing in a field takes its own message away, not the other list's.
    await user.type(field('Project 2', 'Link'), 's');
    expect(screen.queryByText('Enter a full address, starting with https://')).toBeNull();
    expect(invalidFields()).toEqual([field('Article 1', 'Title')]);
  });
});
