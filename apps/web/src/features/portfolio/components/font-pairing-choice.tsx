import type { TemplateId } from '@portfolio/shared/templates';
import { FONT_PAIRINGS, type FontPairingId, TEMPLATE_THEMES } from '@portfolio/shared/theme';
import { PAIRING_FACES } from '@portfolio/templates/fonts';
import { useId } from 'react';
import { SAMPLE_FONT_CSS, sampleFont } from '../utils/pairing-sample-fonts.ts';

type Pairing = (typeof FONT_PAIRINGS)[number];

const pairingOf = (id: FontPairingId): Pairing =>
  FONT_PAIRINGS.find((pairing) => pairing.id === id) ?? FONT_PAIRINGS[0];

/** A pairing's faces in words, for screen readers: 'Fraunces headings, Source Serif 4 text'. */
const facesOf = ({ heading, body }: Pairing) =>
  heading === body ? `${heading} throughout` : `${heading} headings, ${body} text`;

type FontPairingChoiceProps = {
  /** The pairing chosen, or '' for the template's own. */
  value: FontPairingId | '';
  templateId: TemplateId;
  onChange: (fonts: FontPairingId | '') => void;
};

/**
 * The site's font pairing as a radio group: each pairing by its name, its two faces named for
 * screen readers and shown in a sample line (the sample fonts' rules come with the group, so the
 * files are fetched only once it is shown).
 */
export function FontPairingChoice({ value, templateId, onChange }: FontPairingChoiceProps) {
  const name = useId();
  const own = pairingOf(TEMPLATE_THEMES[templateId].fonts);
  const options = [
    { id: '' as const, label: `Template’s own (${own.name})`, pairing: own },
    ...FONT_PAIRINGS.map((pairing) => ({ id: pairing.id, label: pairing.name, pairing })),
  ];
  return (
    <fieldset className="min-w-0">
      <style href="pm-pairing-sample-fonts" precedence="default">
        {SAMPLE_FONT_CSS}
      </style>
      <legend className="text-sm font-medium text-slate-900">Font pairing</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${name}-${option.id || 'own'}`;
          const { heading, body } = PAIRING_FACES[option.pairing.id];
          return (
            <label
              key={id}
              htmlFor={id}
              className="flex min-h-11 min-w-0 cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-3 text-sm has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-500"
            >
              <input
                id={id}
                type="radio"
                name={name}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-faces`}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600"
              />
              <span className="min-w-0">
                <span id={`${id}-name`} className="block font-semibold text-slate-900">
                  {option.label}
                </span>
                <span id={`${id}-faces`} className="sr-only">
                  {facesOf(option.pairing)}
                </span>
                <span aria-hidden="true" className="block truncate text-base text-slate-700">
                  <span style={sampleFont(heading)}>Your name</span>{' '}
                  <span style={sampleFont(body)}>– your story</span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
