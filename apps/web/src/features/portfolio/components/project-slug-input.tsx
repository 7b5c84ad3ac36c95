import { slugStem } from '@portfolio/shared/project-pages';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { FormFields, PortfolioPath } from '../hooks/use-form-fields.ts';

type ProjectSlugInputProps = {
  fields: FormFields;
  /** `projects.{i}.slug`. */
  name: PortfolioPath;
  label: string;
  className?: string;
  /** The field's message (FormControl reads it). */
  error?: string;
  /** The import's note asking to check the value (FormControl reads it). */
  note?: string;
};

/**
 * A project's page address (issue 26 item 2): the slug of its case-study page. Empty, the site makes
 * one from the title (shown as the placeholder; a second project of the same title gets -2). It
 * watches its own item's title and itself only, so typing elsewhere re-renders nothing here.
 */
export function ProjectSlugInput({ fields, name, ...props }: ProjectSlugInputProps) {
  const title = useWatch({ control: fields.control, name: name.replace(/slug$/, 'title') as PortfolioPath });
  const slug = useWatch({ control: fields.control, name });
  const made = slugStem(typeof title === 'string' ? title : '') || 'project';
  const shown = (typeof slug === 'string' && slug.trim()) || made;
  return (
    <TextField
      {...props}
      {...fields.register(name)}
      placeholder={made}
      hint={`Lowercase letters, digits and hyphens. The case study's page: /${shown}/ of your site.`}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}
