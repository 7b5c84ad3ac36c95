import type { ListField } from '@portfolio/shared/portfolio';
import type { ListItem } from '../utils/form-values.ts';
import type { ControlKind } from './form-control.tsx';

type ItemField<List extends ListField> = {
  name: keyof ListItem<List> & string;
  label: string;
  kind?: ControlKind;
};

export type ListSectionSpec<List extends ListField> = {
  /** The fieldset's legend. */
  legend: string;
  /** One item, in lower case for the Add and Remove buttons. */
  noun: string;
  fields: ItemField<List>[];
};

/**
 * The five repeatable sections of docs/spec.md §3, their item fields in the spec's order. Their dates
 * are months: the site and the PDF résumé print them as 'Mar 2021' (formatMonth in
 * packages/shared/src/site-rules.ts), and the form keeps the stored day.
 */
export const LIST_SECTIONS: { [List in ListField]: ListSectionSpec<List> } = {
  educations: {
    legend: 'Educations',
    noun: 'education',
    fields: [
      { name: 'schoolCollegeName', label: 'School/College Name' },
      { name: 'course', label: 'Course' },
      { name: 'startDate', label: 'Start Date', kind: 'month' },
      { name: 'endDate', label: 'End Date', kind: 'month' },
      { name: 'majorField', label: 'Major Field' },
      { name: 'percentage', label: 'Percentage' },
      { name: 'yourLearning', label: 'Your Learning', kind: 'textarea' },
    ],
  },
  projects: {
    legend: 'Projects',
    noun: 'project',
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'role', label: 'Role' },
      { name: 'startDate', label: 'Start Date', kind: 'month' },
      { name: 'endDate', label: 'End Date', kind: 'month' },
      { name: 'techStack', label: 'Tech Stack' },
      { name: 'link', label: 'Link', kind: 'url' },
      { name: 'details', label: 'Details', kind: 'textarea' },
    ],
  },
  experiences: {
    legend: 'Experiences',
    noun: 'experience',
    fields: [
      { name: 'companyName', label: 'Company Name' },
      { name: 'role', label: 'Role' },
      { name: 'startDate', label: 'Start Date', kind: 'month' },
      { name: 'endDate', label: 'End Date', kind: 'month' },
      { name: 'techStack', label: 'Tech Stack' },
      { name: 'summary', label: 'Summary', kind: 'textarea' },
    ],
  },
  // docs/design.md deviation 3: the achievement dates belong to the achievements list.
  achievements: {
    legend: 'Achievements',
    noun: 'achievement',
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'date', label: 'Date', kind: 'month' },
      { name: 'link', label: 'Link', kind: 'url' },
    ],
  },
  articles: {
    legend: 'Articles',
    noun: 'article',
    fields: [
      { name: 'date', label: 'Date', kind: 'month' },
      { name: 'title', label: 'Title' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'link', label: 'Link', kind: 'url' },
    ],
  },
};
