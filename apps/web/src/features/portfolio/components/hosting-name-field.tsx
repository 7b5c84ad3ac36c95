import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import { type FormFields, useFieldMessage } from '../hooks/use-form-fields.ts';
import { type HostingNameStatus, useHostingNameStatus } from '../hooks/use-hosting-name-status.ts';

type HostingNameFieldProps = {
  fields: FormFields;
  /** False when the name cannot change (update): read-only, no availability shown. */
  creating: boolean;
  /** Told each availability answer, for the check on submit. */
  onStatus: (status: HostingNameStatus) => void;
};

const toneClassName: Record<HostingNameStatus['tone'], string> = {
  neutral: 'text-slate-600',
  good: 'text-emerald-700',
  bad: 'text-red-700',
};

/**
 * The site's sub-domain. While it can change, a polite live line under it says whether the name
 * is free, so a screen reader hears the answer without leaving the field. It follows the name
 * itself: typing in it re-renders this field, not the form.
 */
export function HostingNameField({ fields, creating, onStatus }: HostingNameFieldProps) {
  const statusId = useId();
  const name = useWatch({ control: fields.control, name: 'hostingName' });
  const status = useHostingNameStatus(name, { enabled: creating });
  const error = useFieldMessage(fields.messages, 'hostingName');
  useEffect(() => onStatus(status), [onStatus, status]);
  // A message from the last submit says the same as the live line: show it once.
  const statusText = error ? '' : status.text;
  return (
    <div>
      <TextField
        {...fields.register('hostingName')}
        error={error}
        label="Hosting Name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required={creating}
        readOnly={!creating}
        hint={
          creating
            ? 'Required. Lowercase letters, digits and hyphens; it becomes your site’s address.'
            : 'The hosting name is your site’s address and cannot be changed.'
        }
        aria-describedby={creating ? statusId : undefined}
        className="[&_input:read-only]:bg-slate-100"
      />
      {creating ? (
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
