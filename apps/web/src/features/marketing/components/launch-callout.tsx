import { Link } from 'react-router';
import { paths, specLinkPaths } from '../../../config/paths.ts';

const linkClassName =
  'rounded-sm font-medium text-white underline decoration-indigo-300 underline-offset-4 hover:decoration-white focus-visible:outline-white';

/** The 'Ready to launch' box at the foot of the home page. */
export function LaunchCallout() {
  return (
    <section
      aria-labelledby="launch-heading"
      className="rounded-3xl bg-indigo-700 px-6 py-12 text-center shadow-lg sm:px-12"
    >
      <h2 id="launch-heading" className="text-3xl font-bold tracking-tight text-balance text-white">
        Ready to launch your portfolio?
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-indigo-100">
        Choose one of eight templates, fill in your details and pay once. Your site goes live at its own
        address as soon as the payment is confirmed.
      </p>
      <Link
        to={paths.templates}
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-6 py-2 text-base font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-white"
      >
        Choose a template
      </Link>
      <p className="mt-6 text-sm text-indigo-100">
        Questions first? Read the{' '}
        <Link to={paths.faq} className={linkClassName}>
          FAQ
        </Link>
        , our{' '}
        <Link to={specLinkPaths.refundPolicy} className={linkClassName}>
          Refund Policy
        </Link>{' '}
        and our{' '}
        <Link to={specLinkPaths.privacyPolicy} className={linkClassName}>
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  );
}
