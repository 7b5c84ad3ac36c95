import { notifyMessages } from '@portfolio/shared/notification-texts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { useTypedBeforeHydration } from '../../../hooks/use-typed-before-hydration.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSubscribeToNotifications } from '../api/subscribe-to-notifications.ts';

/**
 * The shared schema, the same one the server parses with, is loaded on first use rather than with
 * the home page: it brings zod, which the home page needs only once someone types an address.
 */
const loadEmailSchema = () =>
  import('@portfolio/shared/notifications').then((shared) => shared.notificationEmailSchema);

/** The home page's Notify box (docs/spec.md §2, §5, §8; 'Email is required' per docs/design.md deviation 1). */
export function NotifyForm() {
  // Prerendered: until the page is alive a press of Notify Me does nothing natively (a native submit would
  // reload the page and lose the text); the islands' script holds it and sends once ready.
  const hydrated = useHydrated();
  const headingId = useId();
  const hintId = useId();
  const form = useSchemaForm(loadEmailSchema, { email: '' }, { messagesUnderFields: false });
  useTypedBeforeHydration(form.control('email'), (typed) => form.setValue('email', typed));

  const subscribe = useSubscribeToNotifications({
    onSuccess: (response) => {
      showToast.success(response.message || notifyMessages.subscribed);
      form.reset();
    },
    onError: (error) => showToast.error(getErrorMessage(error)),
  });

  const submit = form.handleSubmit((input) => subscribe.mutate(input), showToast.error);

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
          {...form.field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          aria-describedby={hintId}
          className="flex-1"
        />
        <Button type={hydrated ? 'submit' : 'button'} disabled={subscribe.isPending} className="sm:w-auto">
          {subscribe.isPending ? 'Sending…' : 'Notify Me'}
        </Button>
      </form>
    </div>
  );
}
