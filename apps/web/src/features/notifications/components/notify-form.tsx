import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useTypedBeforeHydration } from '../../../hooks/use-typed-before-hydration.ts';
import { getErrorMessage, SOMETHING_WENT_WRONG } from '../../../lib/error-message.ts';
import { useSubscribeToNotifications } from '../api/subscribe-to-notifications.ts';

type NotificationsModule = typeof import('@portfolio/shared/notifications');

let notificationsModule: Promise<NotificationsModule> | undefined;

/**
 * The shared schema, the same one the server parses with, is loaded on first use rather than with
 * the home page: it brings zod, which the home page needs only once someone types an address.
 */
function loadNotificationsModule(): Promise<NotificationsModule> {
  notificationsModule ??= import('@portfolio/shared/notifications').catch((error: unknown) => {
    notificationsModule = undefined;
    throw error;
  });
  return notificationsModule;
}

function preloadNotificationsModule() {
  loadNotificationsModule().catch(() => {});
}

/** The home page's Notify box (docs/spec.md §2, §5, §8; 'Email is required' per docs/design.md deviation 1). */
export function NotifyForm() {
  // Prerendered: until the page is hydrated a click would submit the form natively and lose the text.
  const hydrated = useHydrated();
  const headingId = useId();
  const hintId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  useTypedBeforeHydration(emailRef, setEmail);
  const [invalid, setInvalid] = useState(false);
  const [checking, setChecking] = useState(false);

  const subscribe = useSubscribeToNotifications({
    onSuccess: async (response) => {
      if (response.success) {
        toast.success(response.message || (await loadNotificationsModule()).notifyMessages.subscribed);
        setEmail('');
      } else {
        toast.error(response.message || SOMETHING_WENT_WRONG);
      }
    },
    onError: (error) => {
      toast.error(getErrorMessage(error));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending || checking) return;
    setChecking(true);
    let shared: NotificationsModule;
    try {
      shared = await loadNotificationsModule();
    } catch {
      toast.error(SOMETHING_WENT_WRONG);
      return;
    } finally {
      setChecking(false);
    }
    const parsed = shared.notificationEmailSchema.safeParse({ email });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? shared.notifyMessages.invalid);
      setInvalid(true);
      emailRef.current?.focus();
      return;
    }
    setInvalid(false);
    subscribe.mutate(parsed.data);
  };

  const busy = subscribe.isPending || checking;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Get notified about new templates
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        One e-mail when a new design arrives. No spam.
      </p>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          value={email}
          onFocus={preloadNotificationsModule}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          className="flex-1"
        />
        <Button type="submit" disabled={busy || !hydrated} className="sm:w-auto">
          {subscribe.isPending ? 'Sending…' : 'Notify Me'}
        </Button>
      </form>
    </div>
  );
}
