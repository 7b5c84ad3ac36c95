import { useId } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { FieldProps } from '../../../hooks/use-schema-form.ts';
import type { HostingNameStatus } from '../hooks/use-hosting-name-status.ts';

type HostingNameFieldProps = FieldProps & {
  /** Availability while typing; absent when the name cannot change (update). */
  status?: HostingNameStatus;
  readOnly?: boolean;
};

const toneClassName: Record<HostingNameStatus['tone'], string> = {
  neutral: 'text-slate-600',
  good: 'text-emerald-700',
  bad: 'text-red-700',
};

/**
 * The site's sub-domain. While it can change, a polite live line under it says whether the name
 * is free, so a screen reader hears the answer without leaving the field.
 */
export function HostingNameField({ status, readOnly, ...field }: HostingNameFieldProps) {
  const statusId = useId();
  // A message from the last submit says the same as the live line: show it once.
  const statusText = field.error ? '' : (status?.text ?? '');
  return (
    <div>
      <TextField
        {...field}
        label="Hosting Name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required={!readOnly}
        readOnly={readOnly}
        hint={
          readOnly
            ? 'The hosting name is your site’s address and cannot be changed.'
            : 'Required. Lowercase letters, digits and hyphens; it becomes your site’s address.'
        }
        aria-describedby={status ? statusId : undefined}
        className="[&_input:read-only]:bg-slate-100"
      />
      {status ? (
        <p
          id={statusId}
          aria-live="polite"
          className={`mt-2 min-h-5 text-sm font-medium ${toneClassName[status.tone]}`}
        >
          {statusText}
        </p>
      ) : null}
    </div>
  );
}
