import {
  TEMPLATE_TEXT_MAX_LENGTH,
  templateMessageSchema,
  templateMessages,
} from '@portfolio/shared/notifications';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useTypedBeforeHydration } from '../../../hooks/use-typed-before-hydration.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage, SOMETHING_WENT_WRONG } from '../../../lib/error-message.ts';
import { useSendTemplateRequest } from '../api/send-template-request.ts';
import { forgetTemplateText, keepTemplateText, keptTemplateText } from '../utils/kept-template-text.ts';

type TemplateRequestFormProps = {
  /** Whether someone is signed in: the server takes the sender from the session. */
  signedIn: boolean;
  /**
   * Sends a visitor who is not signed in (or whose session ended) to sign in; the text typed is kept
   * and comes back in the box when they return.
   */
  onSignInRequired: () => void;
};

/** The /templates box that asks for the template by e-mail (docs/spec.md §2, §5, §8). */
export function TemplateRequestForm({ signedIn, onSignInRequired }: TemplateRequestFormProps) {
  // Prerendered: until the page is hydrated a click would submit the form natively and lose the text.
  const hydrated = useHydrated();
  const headingId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Typed before signing in: back in the box, ready to send.
  const [kept] = useState(keptTemplateText);
  const [emailText, setEmailText] = useState(kept ?? '');
  useTypedBeforeHydration(textRef, setEmailText);
  const [keptShown, setKeptShown] = useState(kept !== undefined);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (kept === undefined) return;
    forgetTemplateText();
    // After the page's scroll to the top on arrival: the box the visitor came back for comes into view.
    const frame = requestAnimationFrame(() => textRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [kept]);

  const signInFirst = (text: string) => {
    keepTemplateText(text);
    onSignInRequired();
  };

  const send = useSendTemplateRequest({
    onSuccess: (response) => {
      if (response.success) {
        toast.success(response.message || templateMessages.sent);
        setEmailText('');
        setKeptShown(false);
      } else {
        toast.error(response.message || SOMETHING_WENT_WRONG);
      }
    },
    onError: (error, input) => {
      toast.error(getErrorMessage(error));
      if (error instanceof ApiError && error.status === 401) signInFirst(input.emailText);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = templateMessageSchema.safeParse({ emailText });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? templateMessages.empty);
      setInvalid(true);
      textRef.current?.focus();
      return;
    }
    setInvalid(false);
    if (signedIn) send.mutate(parsed.data);
    else signInFirst(emailText);
  };

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
          ref={textRef}
          label="Your message"
          name="emailText"
          rows={4}
          required
          maxLength={TEMPLATE_TEXT_MAX_LENGTH}
          placeholder="I would like the Techfolio template for my developer portfolio."
          value={emailText}
          hint={
            keptShown ? 'Your message is kept from before you logged in: press Send to send it.' : undefined
          }
          onChange={(event) => {
            setEmailText(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
        />
        <Button type="submit" disabled={send.isPending || !hydrated} className="w-full sm:w-auto">
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </form>
    </section>
  );
}
