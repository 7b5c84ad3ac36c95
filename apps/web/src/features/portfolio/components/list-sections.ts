import type { AnyListField } from '@portfolio/shared/portfolio';
import type { ListItem } from '../utils/form-values.ts';
import type { ControlKind } from './form-control.tsx';

type ItemField<List extends AnyListField> = {
  name: keyof ListItem<List> & string;
  label: string;
  kind?: ControlKind;
  hint?: string;
  /** A textarea's height in lines (3 unless said). */
  rows?: number;
};

export type ListSectionSpec<List extends AnyListField> = {
  /** The fieldset's legend. */
  legend: string;
  /** One item, in lower case for the Add and Remove buttons. */
  noun: string;
  fields: ItemField<List>[];
};

/**
 * The five repeatable sections of docs/spec.md §3, their item fields in the spec's order, then the
 * built-in ones beyond it (issue 26: skills, services, testimonials). Their dates are months: the
 * site and the PDF résumé print them as 'Mar 2021' (formatMonth in packages/shared/src/site-rules.ts),
 * and the form keeps the stored day.
 */
export const LIST_SECTIONS: { [List in AnyListField]: ListSectionSpec<List> } = {
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
      { name: 'images', label: 'Images', kind: 'images' },
      {
        name: 'caseStudy',
        label: 'Case study (Markdown)',
        kind: 'textarea',
        rows: 8,
        hint: 'Published as its own page, linked from the project. ## a heading, **bold**, _italic_, - a list item, > a quote, [a link](https://…)',
      },
      { name: 'slug', label: 'Page address', kind: 'slug' },
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
  skills: {
    legend: 'Skills',
    noun: 'skill group',
    fields: [
      { name: 'name', label: 'Group name' },
      { name: 'skills', label: 'Skills (comma-separated)', kind: 'skills' },
    ],
  },
  services: {
    legend: 'Services',
    noun: 'service',
    fields: [
      { name: 'name', label: 'Service name' },
      { name: 'price', label: 'Price (empty shows On request)' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
  },
  testimonials: {
    legend: 'Testimonials',
    noun: 'testimonial',
    fields: [
      { name: 'quote', label: 'Quote', kind: 'textarea' },
      { name: 'name', label: 'Name' },
      { name: 'role', label: 'Role' },
      { name: 'link', label: 'Link', kind: 'url' },
    ],
  },
};
