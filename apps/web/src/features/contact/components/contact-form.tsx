import { CONTACT_LIMITS, contactMessageSchema, contactMessages } from '@portfolio/shared/contact';
import { firstIssueMessage } from '@portfolio/shared/validation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useTypedBeforeHydration } from '../../../hooks/use-typed-before-hydration.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { type SendContactMessageInput, useSendContactMessage } from '../api/send-contact-message.ts';

type FieldName = keyof SendContactMessageInput;

const emptyForm: SendContactMessageInput = { name: '', email: '', message: '' };

/** The About Us 'Send a Message' form (docs/spec.md §2, §5, §8). */
export function ContactForm() {
  // Prerendered: until the page is hydrated a click would submit the form natively and lose the text.
  const hydrated = useHydrated();
  const headingId = useId();
  const [values, setValues] = useState<SendContactMessageInput>(emptyForm);
  const [invalidField, setInvalidField] = useState<FieldName | null>(null);
  const fields = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const keep = (field: FieldName) => (typed: string) =>
    setValues((current) => ({ ...current, [field]: typed }));
  useTypedBeforeHydration(fields.name, keep('name'));
  useTypedBeforeHydration(fields.email, keep('email'));
  useTypedBeforeHydration(fields.message, keep('message'));

  const sendMessage = useSendContactMessage({
    onSuccess: (response) => {
      // A 200 with success false is the spec's own failure answer (docs/spec.md §8).
      if (response.success) {
        toast.success(response.message || contactMessages.sent);
        setValues(emptyForm);
      } else {
        toast.error(response.message || contactMessages.failed);
      }
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, contactMessages.thrown));
    },
  });

  const update = (field: FieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (invalidField === field) setInvalidField(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendMessage.isPending) return;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] as FieldName | undefined;
      toast.error(firstIssueMessage(parsed.error));
      if (field && field in fields) {
        setInvalidField(field);
        fields[field].current?.focus();
      }
      return;
    }
    setInvalidField(null);
    sendMessage.mutate(parsed.data);
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Send a Message
      </h2>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-labelledby={headingId}>
        <TextField
          ref={fields.name}
          label="Your Name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={update('name')}
          aria-invalid={invalidField === 'name' || undefined}
        />
        <TextField
          ref={fields.email}
          label="Your Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={update('email')}
          aria-invalid={invalidField === 'email' || undefined}
        />
        <TextAreaField
          ref={fields.message}
          label="Your Message"
          name="message"
          rows={5}
          required
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={update('message')}
          aria-invalid={invalidField === 'message' || undefined}
        />
        <Button type="submit" disabled={sendMessage.isPending || !hydrated} className="w-full sm:w-auto">
          {sendMessage.isPending ? 'Sending…' : 'Send'}
        </Button>
      </form>
    </div>
  );
}
