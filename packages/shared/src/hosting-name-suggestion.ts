import { z } from 'zod';
import { HOSTING_NAME_LIMITS, hostingNameSchema, portfolioMessages } from './portfolio.ts';
import { slugStem } from './project-pages.ts';

/** The longest full name a suggestion is made from: the portfolio's Full Name field's limit. */
export const SUGGESTION_NAME_MAX = 200;

/** How many names a suggestion tries (the name itself, then -2, -3 …) before it gives up. */
export const SUGGESTION_TRIES = 20;

export const hostingNameSuggestionMessages = {
  nameTooLong: `Full name must be at most ${SUGGESTION_NAME_MAX} characters`,
  noLetters: 'The full name has no Latin letters to make a hosting name from. Type one of your own.',
  noneFree: 'No free hosting name was found for this name. Type one of your own.',
} as const;

/** The query of a suggestion: the full name as typed in the form. */
export const hostingNameSuggestionQuerySchema = z.object({
  name: z
    .string({ error: portfolioMessages.nameRequired })
    .trim()
    .min(1, portfolioMessages.nameRequired)
    .max(SUGGESTION_NAME_MAX, hostingNameSuggestionMessages.nameTooLong),
});

/** `data` of a suggestion: a free hosting name and the address its site would have. */
export const hostingNameSuggestionSchema = z.object({ hostingName: z.string(), address: z.string() });
export type HostingNameSuggestion = z.infer<typeof hostingNameSuggestionSchema>;

/**
 * A full name as a hosting name's stem: its slugStem (project-pages.ts) starting with a letter; '' when nothing usable is left ('!!!', '2024').
 */
export function hostingNameStem(fullName: string): string {
  return slugStem(fullName).replace(/^[^a-z]+/, '');
}

/**
 * The names a suggestion for `fullName` tries, in order: the stem, then the stem with -2, -3 … up to
 * SUGGESTION_TRIES of them, each cut to the longest hosting name, and only those the hosting name
 * rules accept (a reserved or too short one is left out). Empty when the name has no usable letter.
 */
export function hostingNameCandidates(fullName: string, tries = SUGGESTION_TRIES): string[] {
  const stem = hostingNameStem(fullName);
  if (stem === '') return [];
  const names = new Set<string>();
  for (let n = 1; n <= tries; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const cut = stem.slice(0, HOSTING_NAME_LIMITS.max - suffix.length).replace(/-+$/, '');
    names.add(`${cut}${suffix}`);
  }
  return [...names].filter((name) => hostingNameSchema.safeParse(name).success);
}
