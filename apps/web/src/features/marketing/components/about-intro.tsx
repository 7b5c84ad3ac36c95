import { CheckIcon } from '../../../components/icons.tsx';

const offerings: readonly { title: string; description: string }[] = [
  {
    title: 'Professional templates',
    description: 'Designs made for freelancers, developers and creators, ready for your content.',
  },
  {
    title: 'One simple form',
    description: 'Profile, education, projects, experience, achievements, articles and links in one place.',
  },
  {
    title: 'Live preview',
    description: 'See your portfolio take shape while you fill in the form.',
  },
  {
    title: 'Secure payment',
    description: 'One fixed fee, paid by UPI, card or net banking through a trusted payment provider.',
  },
  {
    title: 'Hosting under your own name',
    description: 'Your site goes live at an address with the hosting name you choose.',
  },
  {
    title: 'Fast, responsive and accessible sites',
    description: 'Pages that load quickly, fit every screen and work for every visitor.',
  },
];

/** The About Us introduction (docs/spec.md §2): what Portfolio Maker is and the six things it offers. */
export function AboutIntro() {
  return (
    <section aria-labelledby="offerings-heading" className="mt-12">
      <h2 id="offerings-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
        What We Offer
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offerings.map((offering) => (
          <li
            key={offering.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white">
              <CheckIcon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{offering.title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{offering.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The paragraph under the About Us heading. */
export function AboutLead() {
  return (
    <p>
      Portfolio Maker helps freelancers, developers, creators and other professionals get online without
      writing code. Pick a template, fill in one form and pay a fixed fee: we build your portfolio and publish
      it as a live, fast and accessible site under your own hosting name.
    </p>
  );
}
