import type { TextField } from '@portfolio/shared/portfolio';
import type { FormFields } from '../hooks/use-form-fields.ts';
import { type ControlKind, FormControl } from './form-control.tsx';
import { FormSection } from './form-section.tsx';

type FieldSpec = {
  name: TextField;
  label: string;
  kind?: ControlKind;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  rows?: number;
  wide?: boolean;
};

const PROFILE_FIELDS: FieldSpec[] = [
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

const LINK_FIELDS: FieldSpec[] = [
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

/** The portfolio's single text fields (docs/spec.md §3): 'About you', then 'Links'. */
export function TextSections({ fields }: { fields: FormFields }) {
  const control = ({ name, wide, ...spec }: FieldSpec) => (
    <FormControl
      key={name}
      fields={fields}
      name={name}
      {...spec}
      className={wide ? 'sm:col-span-2' : undefined}
    />
  );
  return (
    <>
      <FormSection legend="About you">
        <div className="grid gap-5 sm:grid-cols-2">{PROFILE_FIELDS.map(control)}</div>
      </FormSection>
      <FormSection legend="Links" description="Full addresses, starting with https://">
        <div className="grid gap-5 sm:grid-cols-2">{LINK_FIELDS.map(control)}</div>
      </FormSection>
    </>
  );
}
