import type { ComponentProps } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { type FormFields, type PortfolioPath, useFieldMessage } from '../hooks/use-form-fields.ts';
import { useReviewNote } from '../hooks/use-review-note.ts';
import { withScheme } from '../utils/link-scheme.ts';
import { MonthInput } from './month-input.tsx';
import { ProjectImagesField } from './project-images-field.tsx';
import { ProjectSlugInput } from './project-slug-input.tsx';
import { SkillsInput } from './skills-input.tsx';

/**
 * `month`: a list date the site prints as month and year; the form holds its day (MonthInput).
 * `skills`: a skill group's names typed comma-separated; the form holds the list (SkillsInput).
 * `slug`: a project's page address, its placeholder made from the item's title (ProjectSlugInput).
 * `images`: a project's uploaded images and its cover (ProjectImagesField).
 */
export type ControlKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'month'
  | 'textarea'
  | 'skills'
  | 'slug'
  | 'images';

type FormControlProps = {
  fields: FormFields;
  name: PortfolioPath;
  kind?: ControlKind;
  label: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  rows?: number;
  className?: string;
};

const inputModes: Partial<Record<ControlKind, ComponentProps<'input'>['inputMode']>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
};

/**
 * One field of the portfolio form, single- or multi-line by its kind. Its value lives in the input
 * (the form reads it from there), so typing re-renders nothing; its message re-renders it alone. A
 * month shows another text than the form holds: the form gives it its value, and a change re-renders
 * that month alone.
 */
export function FormControl({
  fields,
  name,
  kind = 'text',
  autoComplete = 'off',
  rows = 4,
  ...props
}: FormControlProps) {
  const error = useFieldMessage(fields.messages, name);
  const note = useReviewNote(fields.review, name);
  const marks = { error, note };
  if (kind === 'month') return <MonthInput {...props} fields={fields} name={name} {...marks} />;
  if (kind === 'skills') return <SkillsInput {...props} fields={fields} name={name} {...marks} />;
  if (kind === 'slug') return <ProjectSlugInput {...props} fields={fields} name={name} {...marks} />;
  // No import fills a project's images.
  if (kind === 'images') return <ProjectImagesField {...props} fields={fields} name={name} error={error} />;
  const registered = fields.register(name);
  const control = { ...props, ...registered, ...marks };
  if (kind === 'url') {
    // A link typed without https:// gets it as the field is left: shown before it is saved.
    control.onBlur = (event) => {
      const completed = withScheme(event.target.value);
      if (completed !== event.target.value) fields.setValue(name, completed as never);
      return registered.onBlur(event);
    };
  }
  if (kind === 'textarea') return <TextAreaField {...control} rows={rows} />;
  return (
    <TextField
      {...control}
      type={kind}
      inputMode={inputModes[kind]}
      autoComplete={autoComplete}
      spellCheck={kind === 'text' ? undefined : false}
    />
  );
}
