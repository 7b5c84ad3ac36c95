import { ClockIcon, MailIcon } from '../../../components/icons.tsx';

const SUPPORT_EMAIL = 'support@portfolio-maker.app';

/** How to reach the team, beside the contact form. */
export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="text-xl font-semibold text-slate-900">
        Contact Us
      </h2>
      <p className="mt-3 text-base leading-7 text-slate-600">
        Questions about a template, a payment or your live site? Write to us or use the form.
      </p>
      <dl className="mt-6 space-y-5">
        <div className="flex gap-4">
          <dt className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
            <MailIcon className="size-5" />
            <span className="sr-only">Email</span>
          </dt>
          <dd className="self-center">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="rounded-sm font-medium break-all text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700"
            >
              {SUPPORT_EMAIL}
            </a>
          </dd>
        </div>
        <div className="flex gap-4">
          <dt className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
            <ClockIcon className="size-5" />
            <span className="sr-only">Response time</span>
          </dt>
          <dd className="self-center text-slate-700">We reply within 1–2 business days.</dd>
        </div>
      </dl>
    </section>
  );
}
