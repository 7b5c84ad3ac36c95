import { type FormEvent, type Ref, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { checkDomainInput } from '../utils/check-domain-input.ts';
import { BusyLabel } from './busy-label.tsx';

type AddDomainFormProps = {
  /** Sends the checked name; resolves with the server's refusal, if any, to show under the field. */
  onAdd: (domain: string) => Promise<{ error?: string }>;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The domain to connect: checked with the shared rules before it is sent (their messages under the
 * field), then the server's own refusals (its domain, the sites' domain, taken) shown as they come.
 */
export function AddDomainForm({ onAdd, inputRef }: AddDomainFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ownRef = useRef<HTMLInputElement>(null);

  const focusField = () => ownRef.current?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkDomainInput(value);
    if ('error' in checked) {
      setError(checked.error);
      focusField();
      return;
    }
    setBusy(true);
    try {
      const outcome = await onAdd(checked.domain);
      if (outcome.error) {
        setError(outcome.error);
        focusField();
      } else {
        setValue('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        ref={(element) => {
          ownRef.current = element;
          if (typeof inputRef === 'function') inputRef(element);
          else if (inputRef) inputRef.current = element;
        }}
        className="min-w-0 flex-1"
        label="Your domain"
        name="customDomain"
        hint="For example www.example.com: a domain you own and whose DNS records you can change."
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" aria-disabled={busy} className="shrink-0 sm:mt-7">
        <BusyLabel busy={busy} busyText="Adding…">
          Add domain
        </BusyLabel>
      </Button>
    </form>
  );
}
