import { addDomainSchema } from '@portfolio/shared/domains';
import { type Ref, useState } from 'react';
import { BusyLabel } from '../../../components/ui/busy-label.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';

const domainSchema = addDomainSchema.pick({ domain: true });

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
  const form = useSchemaForm(domainSchema, { domain: '' });
  const [busy, setBusy] = useState(false);
  const field = form.field('domain');

  const submit = form.handleSubmit(async ({ domain }) => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await onAdd(domain);
      if (outcome.error) form.showErrors({ domain: outcome.error });
      else form.reset();
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        {...field}
        ref={(element) => {
          field.ref(element);
          if (typeof inputRef === 'function') inputRef(element);
          else if (inputRef) inputRef.current = element;
        }}
        className="min-w-0 flex-1"
        label="Your domain"
        hint="For example www.example.com: a domain you own and whose DNS records you can change."
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <Button type="submit" aria-disabled={busy} className="shrink-0 sm:mt-7">
        <BusyLabel busy={busy} busyText="Adding…">
          Add domain
        </BusyLabel>
      </Button>
    </form>
  );
}
