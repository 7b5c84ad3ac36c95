import type { Ref } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';

type CoverImageFieldProps = {
  onFileChange: (file: File | null) => void;
  /** The chosen file's address, or the current cover's when none is chosen. */
  previewSrc: string | undefined;
  /** True when the thumbnail shows the portfolio's current cover, not a chosen file. */
  showingCurrent: boolean;
  required: boolean;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** One picture file (docs/spec.md §3, §9), with a thumbnail of what will be used. */
export function CoverImageField({
  onFileChange,
  previewSrc,
  showingCurrent,
  required,
  error,
  ref,
}: CoverImageFieldProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <TextField
        ref={ref}
        label="Cover Image"
        name="coverImage"
        type="file"
        accept="image/*"
        required={required}
        hint={
          required
            ? 'Required. A JPEG, PNG, WebP, GIF or AVIF picture of at most 5 MB.'
            : 'Choose a new picture (at most 5 MB) to replace the current one, or leave this empty to keep it.'
        }
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        error={error}
        className="[&_input]:cursor-pointer [&_input]:file:mr-3 [&_input]:file:rounded-md [&_input]:file:border-0 [&_input]:file:bg-indigo-50 [&_input]:file:px-3 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-indigo-700"
      />
      {previewSrc ? (
        <img
          src={previewSrc}
          alt={showingCurrent ? 'Current cover' : 'Chosen cover'}
          width={160}
          height={120}
          className="h-30 w-40 rounded-lg border border-slate-200 bg-slate-100 object-cover sm:mt-7"
        />
      ) : null}
    </div>
  );
}
