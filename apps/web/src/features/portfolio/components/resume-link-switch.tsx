import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSetResumeLink } from '../api/set-resume-link.ts';
import { LIST_SECTIONS } from './list-sections.ts';
import { TEXT_FIELD_LABELS } from './text-fields.ts';

type ResumeLinkSwitchProps = {
  portfolioId: string;
  resumeLink: boolean;
  live: boolean;
  /** What the PDF résumé cannot show, by field (the server's `resumeUndrawable`). */
  undrawable?: PortfolioDetail['resumeUndrawable'];
};

/**
 * Whether the site links its PDF résumé ('Download CV', made at publish time from the same
 * details). Saved at once, apart from the form: it changes the live site, not the portfolio.
 */
export function ResumeLinkSwitch({ portfolioId, resumeLink, live, undrawable = [] }: ResumeLinkSwitchProps) {
  const id = useId();
  const [checked, setChecked] = useState(resumeLink);
  const mutation = useSetResumeLink();
  const change = async (next: boolean) => {
    setChecked(next);
    try {
      const response = await mutation.mutateAsync({ portfolioId, resumeLink: next });
      if (response.message) showToast.success(response.message);
    } catch (error) {
      setChecked(!next);
      showToast.error((error instanceof ApiError && error.serverMessage) || (error as Error).message);
    }
  };
  return (
    <div className="mt-8 flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        aria-busy={mutation.isPending}
        onChange={(event) => void change(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-indigo-600"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          Link my CV from the site
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          A 'Download CV' link to a PDF résumé made from your details
          {live ? ', updated each time you save.' : ', once your site is live.'}
        </p>
        {undrawable.length > 0 && (
          <p className="mt-2 text-sm text-amber-800">
            Your PDF résumé cannot show some characters:{' '}
            {undrawable
              .map(({ field, characters }) => `${characters.join(' ')} in ${fieldLabel(field)}`)
              .join('; ')}
            .
          </p>
        )}
      </div>
    </div>
  );
}

/** `summary` → 'Summary', `projects[1].title` → 'Projects 2, Title': the form's own words. */
function fieldLabel(field: string): string {
  const item = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(field);
  if (!item) return TEXT_FIELD_LABELS[field as keyof typeof TEXT_FIELD_LABELS] ?? field;
  const [, list = '', index = '0', name] = item;
  const section = LIST_SECTIONS[list as keyof typeof LIST_SECTIONS];
  if (!section) return field;
  const label = section.fields.find((f) => f.name === name)?.label ?? name;
  return `${section.legend} ${Number(index) + 1}, ${label}`;
}
