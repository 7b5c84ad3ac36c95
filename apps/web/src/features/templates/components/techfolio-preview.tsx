import type { ReactNode } from 'react';
import type { SamplePortfolio } from '../sample-portfolio.ts';

const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' as 'Aug 2016'; an empty date is the present. */
function formatDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month) return 'Present';
  return monthYear.format(new Date(Date.UTC(year, month - 1, day || 1)));
}

function period(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** A web address as shown on the page: no scheme, no "www.". */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 px-5 py-8 sm:px-10">
      <h4 className="text-xs font-semibold tracking-widest text-indigo-700 uppercase">{title}</h4>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Entry({
  title,
  meta,
  period: when,
  children,
}: {
  title: string;
  meta?: string;
  period?: string;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h5 className="font-semibold text-slate-900">{title}</h5>
        {when ? <p className="shrink-0 text-sm text-slate-600">{when}</p> : null}
      </div>
      {meta ? <p className="mt-1 text-sm font-medium text-slate-700">{meta}</p> : null}
      {children ? <div className="mt-2 text-sm leading-6 text-slate-600">{children}</div> : null}
    </li>
  );
}

/** A link of the sample portfolio, shown as it appears on a live site but not followed in the preview. */
function SampleLink({ url }: { url: string }) {
  return <span className="font-medium break-all text-indigo-700">{displayUrl(url)}</span>;
}

/**
 * The Techfolio template rendered from a portfolio's data: a dark header with the owner's name,
 * summary and contact, then each section of the portfolio form.
 */
export function TechfolioPreview({ portfolio }: { portfolio: SamplePortfolio }) {
  const initials = portfolio.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <article className="overflow-hidden rounded-xl bg-slate-50 text-slate-900 ring-1 ring-slate-200">
      <header className="bg-gradient-to-br from-slate-900 to-indigo-900 px-5 py-10 text-white sm:px-10">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-indigo-300 text-2xl font-bold text-indigo-950"
          >
            {initials}
          </span>
          <div>
            <h3 className="text-3xl font-bold tracking-tight">{portfolio.name}</h3>
            <p className="mt-2 max-w-2xl text-base leading-7 text-indigo-100">{portfolio.summary}</p>
            <p className="mt-3 text-sm text-indigo-200">{portfolio.address}</p>
          </div>
        </div>
        <ul className="mt-6 flex flex-wrap gap-2 text-sm">
          {[portfolio.email, portfolio.githubUrl, portfolio.linkidenUrl].map((value) => (
            <li key={value} className="rounded-full bg-white/10 px-3 py-1.5 break-all text-indigo-50">
              {displayUrl(value)}
            </li>
          ))}
        </ul>
      </header>

      <Section title="About me">
        <p className="max-w-3xl text-base leading-7 text-slate-700">{portfolio.aboutMe}</p>
      </Section>

      <Section title="Experience">
        <ul className="space-y-3">
          {portfolio.experiences.map((item) => (
            <Entry
              key={item.companyName}
              title={`${item.role}, ${item.companyName}`}
              period={period(item.startDate, item.endDate)}
              meta={item.techStack}
            >
              {item.summary}
            </Entry>
          ))}
        </ul>
      </Section>

      <Section title="Projects">
        <ul className="grid gap-3 md:grid-cols-3">
          {portfolio.projects.map((item) => (
            <Entry key={item.title} title={item.title} meta={`${item.role} · ${item.techStack}`}>
              <p>{item.details}</p>
              <p className="mt-2 text-xs text-slate-600">{period(item.startDate, item.endDate)}</p>
              <p className="mt-1">
                <SampleLink url={item.link} />
              </p>
            </Entry>
          ))}
        </ul>
      </Section>

      <Section title="Education">
        <ul className="space-y-3">
          {portfolio.educations.map((item) => (
            <Entry
              key={item.schoolCollegeName}
              title={item.schoolCollegeName}
              period={period(item.startDate, item.endDate)}
              meta={`${item.course}, ${item.majorField} · ${item.percentage}`}
            >
              {item.yourLearning}
            </Entry>
          ))}
        </ul>
      </Section>

      <Section title="Achievements">
        <ul className="grid gap-3 md:grid-cols-2">
          {portfolio.achievements.map((item) => (
            <Entry key={item.title} title={item.title} period={formatDate(item.date)}>
              {item.description}
            </Entry>
          ))}
        </ul>
      </Section>

      <Section title="Articles">
        <ul className="grid gap-3 md:grid-cols-2">
          {portfolio.articles.map((item) => (
            <Entry key={item.title} title={item.title} period={formatDate(item.date)}>
              <p>{item.description}</p>
              <p className="mt-1">
                <SampleLink url={item.link} />
              </p>
            </Entry>
          ))}
        </ul>
      </Section>

      <footer className="bg-slate-900 px-5 py-8 text-sm text-slate-300 sm:px-10">
        <p className="font-semibold text-white">Get in touch</p>
        <p className="mt-2">
          {portfolio.email} · {portfolio.contactNumber}
        </p>
        <p className="mt-2">
          <span className="break-all">{displayUrl(portfolio.twitterUrl)}</span>
        </p>
      </footer>
    </article>
  );
}
