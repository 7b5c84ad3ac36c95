import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons.tsx';

function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-white">
      <Icon>{children}</Icon>
    </span>
  );
}

const features: readonly { title: string; description: string; icon: ReactNode }[] = [
  {
    title: 'Fast by default',
    description:
      'Your portfolio is published as plain, static pages with no scripts to wait for, so it opens in an instant, even on a slow phone connection.',
    icon: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  },
  {
    title: 'Responsive on every screen',
    description:
      'One layout that reads well on a phone, a tablet and a wide monitor. Recruiters see your best side wherever they open the link.',
    icon: (
      <>
        <rect x="2" y="4" width="14" height="11" rx="1.5" />
        <path d="M6 19h6" />
        <rect x="17" y="8" width="5" height="11" rx="1" />
      </>
    ),
  },
  {
    title: 'Accessible to everyone',
    description:
      'Real headings, readable contrast, text alternatives and keyboard-friendly links: every visitor can read your work, whatever they use.',
    icon: (
      <>
        <circle cx="12" cy="4.5" r="1.5" />
        <path d="M5 8.5 12 10l7-1.5M12 10v4.5M9 21l3-6.5 3 6.5" />
      </>
    ),
  },
  {
    title: 'Live under your own name',
    description:
      'Choose a hosting name and your site goes live at its own address. Update it whenever you like; the live site follows.',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </>
    ),
  },
];

/** The four feature cards of the home page. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Everything a portfolio needs
        </h2>
        <p className="mt-3 text-lg leading-8 text-slate-600">
          You bring your story. We take care of the design, the code and the hosting.
        </p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <FeatureIcon>{feature.icon}</FeatureIcon>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
