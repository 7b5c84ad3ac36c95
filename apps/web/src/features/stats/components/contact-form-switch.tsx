import { useId, useState } from 'react';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSetContactForm } from '../api/set-contact-form.ts';

type ContactFormSwitchProps = {
  portfolioId: string;
  /** Whether the site offers its form now, as the portfolio list says. */
  enabled: boolean;
  /** After the server has taken a change (the caller reads the portfolio list again). */
  onChanged: (enabled: boolean) => void;
};

/**
 * 'Contact form on my site': a switch shown in its new position at once, put back if the server
 * refuses; the server's sentence is the toast either way.
 */
export function ContactFormSwitch({ portfolioId, enabled, onChanged }: ContactFormSwitchProps) {
  const [shown, setShown] = useState<boolean | undefined>(undefined);
  const hintId = useId();
  const change = useSetContactForm({
    onSuccess: (response, input) => {
      showToast.success(response.message ?? 'Saved.');
      onChanged(input.contactForm ?? enabled);
    },
    onError: (error) => {
      setShown(undefined);
      showToast.error(getErrorMessage(error, 'The change could not be saved. Try again.'));
    },
  });
  const on = shown ?? enabled;

  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="min-w-0">
        <label htmlFor={`${hintId}-switch`} className="font-semibold text-slate-900">
          Contact form on my site
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {on
            ? 'Visitors can write to you from your site’s Contact me page. Messages arrive by e-mail and in your inbox.'
            : 'Your site shows no contact form; your e-mail address and links stay on it.'}
        </p>
      </div>
      <input
        id={`${hintId}-switch`}
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        aria-describedby={hintId}
        aria-busy={change.isPending}
        onChange={(event) => {
          if (change.isPending) return;
          const next = event.target.checked;
          setShown(next);
          change.mutate({ portfolioId, contactForm: next });
        }}
        className="relative mt-1 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-indigo-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      />
    </div>
  );
}
