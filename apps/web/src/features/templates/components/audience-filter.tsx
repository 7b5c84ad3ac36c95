import { AUDIENCES, type Audience } from '@portfolio/shared/templates';

type AudienceFilterProps = {
  /** The audience shown, or undefined for every template. */
  chosen: Audience | undefined;
  onChoose: (audience: Audience | undefined) => void;
  /** How many templates are shown: said to screen readers as the choice changes. */
  shown: number;
};

const chip =
  'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white';

/** 'Who is it for?': toggle buttons that narrow the template cards to those that suit one kind of owner. */
export function AudienceFilter({ chosen, onChoose, shown }: AudienceFilterProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-3 py-2.5 text-sm font-semibold text-slate-900">Who is it for?</legend>
      <button
        type="button"
        className={chip}
        aria-pressed={chosen === undefined}
        onClick={() => onChoose(undefined)}
      >
        All
      </button>
      {AUDIENCES.map((audience) => (
        <button
          key={audience}
          type="button"
          className={chip}
          aria-pressed={chosen === audience}
          onClick={() => onChoose(audience)}
        >
          {audience}
        </button>
      ))}
      <p role="status" className="sr-only">
        {chosen ? `${shown} templates for ${chosen.toLowerCase()}` : ''}
      </p>
    </fieldset>
  );
}
