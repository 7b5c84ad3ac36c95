import { TEMPLATE_TEXT_MAX_LENGTH, templateMessages } from '@portfolio/shared/notification-texts';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/form-field.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { useTypedBeforeHydration } from '../../../hooks/use-typed-before-hydration.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendTemplateRequest } from '../api/send-template-request.ts';
import { forgetTemplateText, keepTemplateText, keptTemplateText } from '../utils/kept-template-text.ts';

/** The shared schema (and zod with it) is fetched when the form is first used, not with the page. */
const loadSchema = () =>
  import('@portfolio/shared/notifications').then((shared) => shared.templateMessageSchema);

type TemplateRequestFormProps = {
  /** Whether someone is signed in: the server takes the sender from the session. */
  signedIn: boolean;
  /**
   * Sends a visitor who is not signed in (or whose session ended) to sign in; the text typed is kept
   * and comes back in the box when they return.
   */
  onSignInRequired: () => void;
};

/** The /templates box that asks for the template by e-mail (docs/spec.md §2, §5, §8): its messages are toasts. */
export function TemplateRequestForm({ signedIn, onSignInRequired }: TemplateRequestFormProps) {
  // Prerendered: until the page is alive a press of Send does nothing natively (a native submit would
  // reload the page and lose the text); the islands' script holds it and sends once ready.
  const hydrated = useHydrated();
  const headingId = useId();
  // Typed before signing in: back in the box, ready to send.
  const [kept] = useState(keptTemplateText);
  const form = useSchemaForm(loadSchema, { emailText: kept ?? '' }, { messagesUnderFields: false });
  const text = form.control('emailText');
  useTypedBeforeHydration(text, (typed) => form.setValue('emailText', typed));
  const [keptShown, setKeptShown] = useState(kept !== undefined);

  useEffect(() => {
    if (kept === undefined) return;
    forgetTemplateText();
    // After the page's scroll to the top on arrival: the box the visitor came back for comes into view.
    const frame = requestAnimationFrame(() => text.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [kept, text]);

  const signInFirst = (typed: string) => {
    keepTemplateText(typed);
    onSignInRequired();
  };

  const send = useSendTemplateRequest({
    onSuccess: (response) => {
      showToast.success(response.message || templateMessages.sent);
      form.setValue('emailText', '');
      setKeptShown(false);
    },
    onError: (error, input) => {
      showToast.error(getErrorMessage(error));
      if (error instanceof ApiError && error.status === 401) signInFirst(input.emailText);
    },
  });

  const submit = form.handleSubmit((request) => {
    if (send.isPending) return;
    if (signedIn) send.mutate(request);
    else signInFirst(form.values.emailText);
  }, showToast.error);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Get the Template by Email
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">
        Tell us what you would like to build and we will e-mail the Techfolio template to the address of your
        account. {signedIn ? null : 'You need to be logged in to send a request; what you type here is kept.'}
      </p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TextAreaField
          {...form.field('emailText')}
          label="Your message"
          rows={4}
          required
          maxLength={TEMPLATE_TEXT_MAX_LENGTH}
          placeholder="I would like the Techfolio template for my developer portfolio."
          hint={
            keptShown ? 'Your message is kept from before you logged in: press Send to send it.' : undefined
          }
        />
        <Button type={hydrated ? 'submit' : 'button'} disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </form>
    </section>
  );
}
