import { type Ref, useId } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';

type PhotoFieldProps = {
  onFileChange: (file: File | null) => void;
  /** The chosen file's address, or the current photo's when none is chosen. */
  previewSrc: string | undefined;
  showingCurrent: boolean;
  /** Offered when there is a stored photo: the site shows none after the next save. */
  onRemoveChange?: (remove: boolean) => void;
  remove?: boolean;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** An optional profile photo, separate from the cover: shown round beside the name on the site. */
export function PhotoField({
  onFileChange,
  previewSrc,
  showingCurrent,
  onRemoveChange,
  remove = false,
  error,
  ref,
}: PhotoFieldProps) {
  const removeId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <TextField
        ref={ref}
        label="Photo"
        name="photo"
        type="file"
        accept="image/*"
        hint="Optional. A picture of you (at most 5 MB); it is cropped square. Leave empty to keep the current one."
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        error={error}
        className="[&_input]:cursor-pointer [&_input]:file:mr-3 [&_input]:file:rounded-md [&_input]:file:border-0 [&_input]:file:bg-indigo-50 [&_input]:file:px-3 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-indigo-700"
      />
      {onRemoveChange && showingCurrent && previewSrc ? (
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id={removeId}
            type="checkbox"
            checked={remove}
            onChange={(event) => onRemoveChange(event.target.checked)}
            className="size-4 accent-indigo-600"
          />
          <label htmlFor={removeId} className="text-sm text-slate-900">
            Remove my photo from the site
          </label>
        </div>
      ) : null}
      {previewSrc && !(remove && showingCurrent) ? (
        <img
          src={previewSrc}
          alt={showingCurrent ? 'Current photo' : 'Chosen photo'}
          width={96}
          height={96}
          className="size-24 rounded-full border border-slate-200 bg-slate-100 object-cover sm:mt-7"
        />
      ) : null}
    </div>
  );
}
