import { CONTACT_LIMITS, contactMessages } from '@portfolio/shared/contact-texts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { useTypedBeforeHydration } from '../../../hooks/use-typed-before-hydration.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { type SendContactMessageInput, useSendContactMessage } from '../api/send-contact-message.ts';

const emptyForm: SendContactMessageInput = { name: '', email: '', message: '' };

/** The shared schema (and zod with it) is fetched when the form is first used, not with the page. */
const loadSchema = () => import('@portfolio/shared/contact').then((shared) => shared.contactMessageSchema);

/**
 * docs/spec.md §8: the server's refusal reads 'Failed to send message.' unless it gave its own words;
 * a call that failed on the way, 'Something went wrong. Try again!' (docs/decisions/034).
 */
function failureMessage(error: Error): string {
  const refused = error instanceof ApiError && error.refused;
  return getErrorMessage(error, refused ? contactMessages.failed : contactMessages.thrown);
}

/** The About Us 'Send a Message' form (docs/spec.md §2, §5, §8): its messages are toasts. */
export function ContactForm() {
  // Prerendered: until the page is alive a press of Send does nothing natively (a native submit would
  // reload the page and lose the text); the islands' script holds it and sends once ready.
  const hydrated = useHydrated();
  const headingId = useId();
  const form = useSchemaForm(loadSchema, emptyForm, { messagesUnderFields: false });
  useTypedBeforeHydration(form.control('name'), (typed) => form.setValue('name', typed));
  useTypedBeforeHydration(form.control('email'), (typed) => form.setValue('email', typed));
  useTypedBeforeHydration(form.control('message'), (typed) => form.setValue('message', typed));

  const sendMessage = useSendContactMessage({
    onSuccess: (response) => {
      showToast.success(response.message || contactMessages.sent);
      form.reset();
    },
    onError: (error) => showToast.error(failureMessage(error)),
  });

  // useAction drops a second submit while the first is on its way.
  const submit = form.handleSubmit((message) => sendMessage.mutate(message), showToast.error);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Send a Message
      </h2>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-labelledby={headingId}>
        <TextField
          {...form.field('name')}
          label="Your Name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
        />
        <TextField
          {...form.field('email')}
          label="Your Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={CONTACT_LIMITS.email}
        />
        <TextAreaField
          {...form.field('message')}
          label="Your Message"
          rows={5}
          required
          maxLength={CONTACT_LIMITS.message}
        />
        <Button
          type={hydrated ? 'submit' : 'button'}
          disabled={sendMessage.isPending}
          className="w-full sm:w-auto"
        >
          {sendMessage.isPending ? 'Sending…' : 'Send'}
        </Button>
      </form>
    </div>
  );
}
