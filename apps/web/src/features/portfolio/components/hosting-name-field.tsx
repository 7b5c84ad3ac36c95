import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { type FormFields, useFieldMessage } from '../hooks/use-form-fields.ts';
import { type HostingNameStatus, useHostingNameStatus } from '../hooks/use-hosting-name-status.ts';
import { useSuggestedHostingName } from '../hooks/use-suggested-hosting-name.ts';

type HostingNameFieldProps = {
  fields: FormFields;
  /** False when the name cannot change (update): read-only, no availability shown. */
  creating: boolean;
  /** Told each availability answer, for the check on submit. */
  onStatus: (status: HostingNameStatus) => void;
  /** The site's address (update), shown under the name that cannot change. */
  siteAddress?: string;
};

const toneClassName: Record<HostingNameStatus['tone'], string> = {
  neutral: 'text-slate-600',
  good: 'text-emerald-700',
  bad: 'text-red-700',
};

/**
 * The site's sub-domain. While it can change, a polite live line under it says whether the name
 * is free and, when it is, the site's address; until the owner types a name of their own, one made
 * from the full name is offered. It follows the name itself: typing in it re-renders this field,
 * not the form.
 */
export function HostingNameField({ fields, creating, onStatus, siteAddress }: HostingNameFieldProps) {
  const inputId = useId();
  const statusId = useId();
  const name = useWatch({ control: fields.control, name: 'hostingName' });
  const status = useHostingNameStatus(name, { enabled: creating });
  const error = useFieldMessage(fields.messages, 'hostingName');
  // The last suggestion taken: while the field still holds it, a newer one may replace it.
  const [accepted, setAccepted] = useState('');
  useEffect(() => onStatus(status), [onStatus, status]);
  // A message from the last submit says the same as the live line: show it once.
  const statusText = error ? '' : status.text;
  const accept = (suggestion: string) => {
    setAccepted(suggestion);
    fields.setValue('hostingName', suggestion);
    // The offer goes with the click: the focus goes back to the field it filled.
    document.getElementById(inputId)?.focus();
  };
  return (
    <div>
      <TextField
        {...fields.register('hostingName')}
        id={inputId}
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
      {creating && (name === '' || name === accepted) ? (
        <SuggestionOffer fields={fields} current={name} onAccept={accept} />
      ) : null}
      {creating ? (
        <div id={statusId} aria-live="polite" className="mt-2 min-h-5 text-sm">
          <p className={`font-medium ${toneClassName[status.tone]}`}>{statusText}</p>
          {status.address && !error ? (
            <SiteAddress text="Your site will be at" address={status.address} />
          ) : null}
        </div>
      ) : siteAddress ? (
        <div className="mt-2 text-sm">
          <SiteAddress text="Your site’s address is" address={siteAddress} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * 'Use ananya-iyer': a free name made from the Full Name field, offered while the hosting name is
 * empty or still the one last taken from here. It follows the full name: typing there re-renders
 * this offer, not the field.
 */
function SuggestionOffer({
  fields,
  current,
  onAccept,
}: {
  fields: FormFields;
  current: string;
  onAccept: (suggestion: string) => void;
}) {
  const fullName = useWatch({ control: fields.control, name: 'name' });
  const suggestion = useSuggestedHostingName(fullName, { enabled: true });
  if (!suggestion || suggestion.hostingName === current) return null;
  const { hostingName } = suggestion;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
      <span>Suggested from your full name:</span>
      <Button
        variant="secondary"
        className="font-mono"
        aria-label={`Use ${hostingName} as your site’s name`}
        onClick={() => onAccept(hostingName)}
      >
        Use {hostingName}
      </Button>
    </p>
  );
}

function SiteAddress({ text, address }: { text: string; address: string }) {
  return (
    <p className="mt-1 text-slate-700">
      {text} <span className="font-mono break-all text-slate-900">{address}</span>
    </p>
  );
}
