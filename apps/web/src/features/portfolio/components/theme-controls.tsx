import type { TemplateId } from '@portfolio/shared/templates';
import {
  ACCENT_SWATCHES,
  APPEARANCES,
  type Appearance,
  TEMPLATE_THEMES,
  type Theme,
} from '@portfolio/shared/theme';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { FormFields } from '../hooks/use-form-fields.ts';
import { accentAdjustment, themeFrom } from '../utils/theme-value.ts';
import { FontPairingChoice } from './font-pairing-choice.tsx';

/**
 * A radio drawn by its label: the input transparent over the whole label, so a tap or click anywhere
 * on it lands on the radio itself; the label shows checked and focus.
 */
const COVERING_RADIO = 'absolute inset-0 m-0 size-full cursor-pointer opacity-0';

/** A radio drawn as a pill, 44 px high. */
const PILL =
  'relative inline-flex min-h-11 cursor-pointer items-center rounded-lg border px-3 text-sm font-medium has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-900 has-checked:ring-1 has-checked:ring-indigo-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-500 border-slate-300 bg-white text-slate-800';

const LEGEND = 'text-sm font-medium text-slate-900';

/** What the theme's choices change: one whole theme, so the draft and the preview see one value. */
type ThemeChange = (next: (theme: Theme) => Theme) => void;

/**
 * The site's theme beside its template (issue 27): accent colour, font pairing, appearance and the
 * footer credit. Each choice sets the form's `theme` (the preview, the draft and the save follow
 * it); anything not chosen stays the template's own.
 */
export function ThemeControls({ fields }: { fields: FormFields }) {
  const [stored, templateId] = useWatch({ control: fields.control, name: ['theme', 'templateId'] });
  const theme = themeFrom(stored);
  const change: ThemeChange = (next) => fields.setValue('theme', next(theme));
  return (
    <div className="space-y-5">
      <AccentChoice theme={theme} templateId={templateId} onChange={change} />
      <FontPairingChoice
        value={theme.fonts}
        templateId={templateId}
        onChange={(fonts) => change((current) => ({ ...current, fonts }))}
      />
      <AppearanceChoice theme={theme} templateId={templateId} onChange={change} />
      <CreditSwitch
        checked={theme.credit}
        onChange={(credit) => change((current) => ({ ...current, credit }))}
      />
    </div>
  );
}

type ChoiceProps = { theme: Theme; templateId: TemplateId; onChange: ThemeChange };

/**
 * The accent: the template's own, one of the eight swatches (a radio group named by colour), or
 * any colour from the browser's picker. The contrast guard's change, when it makes one, is said
 * beside it and read out politely.
 */
function AccentChoice({ theme, templateId, onChange }: ChoiceProps) {
  const name = useId();
  const pickerId = useId();
  const setAccent = (accent: string) => onChange((current) => ({ ...current, accent }));
  const adjusted = accentAdjustment(templateId, theme);
  return (
    <fieldset className="min-w-0">
      <legend className={LEGEND}>Accent colour</legend>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label className={PILL}>
          <input
            type="radio"
            name={name}
            checked={theme.accent === ''}
            onChange={() => setAccent('')}
            className={COVERING_RADIO}
          />
          Template’s own
        </label>
        {ACCENT_SWATCHES.map((swatch) => (
          <label
            key={swatch.colour}
            title={swatch.name}
            className="relative flex size-11 cursor-pointer items-center justify-center rounded-full has-checked:ring-2 has-checked:ring-slate-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-500"
          >
            <input
              type="radio"
              name={name}
              value={swatch.colour}
              checked={theme.accent === swatch.colour}
              onChange={() => setAccent(swatch.colour)}
              className={COVERING_RADIO}
            />
            <span className="size-8 rounded-full" style={{ backgroundColor: swatch.colour }} />
            <span className="sr-only">{swatch.name}</span>
          </label>
        ))}
        <label htmlFor={pickerId} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
          Your own colour
          <input
            id={pickerId}
            type="color"
            value={theme.accent || ACCENT_SWATCHES[0].colour}
            onChange={(event) => setAccent(event.target.value.toLowerCase())}
            className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </label>
      </div>
      <p role="status" className="text-sm text-amber-900 not-empty:mt-2">
        {adjusted ? (
          <>
            Adjusted for readability: your site uses{' '}
            {[
              adjusted.light && (
                <UsedColour key="light" colour={adjusted.light} where="on light backgrounds" />
              ),
              adjusted.dark && <UsedColour key="dark" colour={adjusted.dark} where="on dark backgrounds" />,
            ]
              .filter(Boolean)
              .flatMap((part, index) => (index === 0 ? [part] : [' and ', part]))}
            .
          </>
        ) : null}
      </p>
    </fieldset>
  );
}

function UsedColour({ colour, where }: { colour: string; where: string }) {
  return (
    <span className="whitespace-nowrap">
      <span
        aria-hidden="true"
        className="mr-1 inline-block size-3 rounded-full align-middle ring-1 ring-slate-400"
        style={{ backgroundColor: colour }}
      />
      {colour} {where}
    </span>
  );
}

const APPEARANCE_LABELS: Record<Appearance, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'Follow the visitor’s system',
};

/** Light, dark, or as the visitor's system asks (prefers-color-scheme); else the template's own. */
function AppearanceChoice({ theme, templateId, onChange }: ChoiceProps) {
  const name = useId();
  const own = APPEARANCE_LABELS[TEMPLATE_THEMES[templateId].appearance].toLowerCase();
  const options: [Appearance | undefined, string][] = [
    [undefined, `Template’s own (${own})`],
    ...APPEARANCES.map((appearance): [Appearance, string] => [appearance, APPEARANCE_LABELS[appearance]]),
  ];
  return (
    <fieldset className="min-w-0">
      <legend className={LEGEND}>Appearance</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map(([appearance, label]) => (
          <label key={label} className={PILL}>
            <input
              type="radio"
              name={name}
              checked={theme.appearance === appearance}
              onChange={() =>
                onChange(({ appearance: _, ...current }) =>
                  appearance ? { ...current, appearance } : current,
                )
              }
              className={COVERING_RADIO}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The footer's 'Made with Portfolio Maker' line, on unless the owner switches it off (it is their
 * site). The whole row is the switch's label, so the target is as tall as the row.
 */
function CreditSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-900">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-indigo-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      />
      Show "Made with Portfolio Maker" on my site
    </label>
  );
}
