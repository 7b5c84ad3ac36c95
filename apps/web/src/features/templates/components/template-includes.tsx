import { CheckIcon } from '../../../components/icons.tsx';

const included: readonly string[] = [
  'A one-page portfolio built from your profile, projects, experience, education, achievements and articles',
  'Hosting at its own address under the hosting name you choose',
  'Fast, responsive and accessible pages, with no scripts for visitors to wait for',
  'Updates whenever you like: the live site follows your changes',
  'Secure card payment, once; no subscription',
];

/** What choosing a template gets you, beside the template card. */
export function TemplateIncludes() {
  return (
    <section aria-labelledby="included-heading" className="rounded-2xl bg-indigo-50 p-6 sm:p-8">
      <h2 id="included-heading" className="text-xl font-semibold text-slate-900">
        What's included
      </h2>
      <ul className="mt-5 space-y-4">
        {included.map((item) => (
          <li key={item} className="flex gap-3 text-base leading-7 text-slate-700">
            <CheckIcon className="mt-1 size-5 shrink-0 text-indigo-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
