import type { TextField } from '@portfolio/shared/portfolio';
import type { ControlKind } from './form-control.tsx';

/** The portfolio's single text fields (docs/spec.md §3) as the form shows them. */
export type FieldSpec = {
  name: TextField;
  label: string;
  kind?: ControlKind;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  rows?: number;
  wide?: boolean;
};

export const PROFILE_FIELDS: FieldSpec[] = [
  {
    name: 'title',
    label: 'Title',
    required: true,
    hint: 'Required. Your role or headline, such as Full-Stack Developer.',
    wide: true,
  },
  { name: 'name', label: 'Full Name', required: true, hint: 'Required.', autoComplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, hint: 'Required.', autoComplete: 'email' },
  { name: 'contactNumber', label: 'Contact Number', kind: 'tel', autoComplete: 'tel' },
  { name: 'alternateContactNumber', label: 'Alternate Contact Number', kind: 'tel' },
  {
    name: 'summary',
    label: 'Summary',
    kind: 'textarea',
    rows: 3,
    hint: 'One or two sentences shown under your name.',
    wide: true,
  },
  { name: 'aboutMe', label: 'About Me', kind: 'textarea', rows: 6, wide: true },
  { name: 'address', label: 'Address', wide: true },
];

export const LINK_FIELDS: FieldSpec[] = [
  { name: 'linkidenUrl', label: 'LinkedIn URL', kind: 'url' },
  { name: 'githubUrl', label: 'GitHub URL', kind: 'url' },
  { name: 'instagramUrl', label: 'Instagram URL', kind: 'url' },
  { name: 'facebookUrl', label: 'Facebook URL', kind: 'url' },
  { name: 'twitterUrl', label: 'Twitter URL', kind: 'url' },
];

/** Each single text field's label, as the form shows it. */
export const TEXT_FIELD_LABELS = Object.fromEntries(
  [...PROFILE_FIELDS, ...LINK_FIELDS].map(({ name, label }) => [name, label]),
) as Record<TextField, string>;
