import type { z } from 'zod';
import { describeValue } from './json-resume-schema.ts';

/** What an import could not bring in, one plain sentence each, in the order they were found. */
export type Report = string[];

/**
 * Free text for a form field, checked by the field's own schema: trimmed, and when it is longer than
 * the form allows, cut to the limit and reported (a résumé's long summary is still worth most of it).
 */
export function fitText(
  field: z.ZodType<string>,
  value: string | null | undefined,
  where: string,
  report: Report,
) {
  return fitToField(field, value, where, report, true);
}

/**
 * A value with rules (a link, a date, a phone number, an e-mail address): kept only when the form
 * accepts it as it is, since a cut link or date would be wrong rather than short.
 */
export function fitValue(
  field: z.ZodType<string>,
  value: string | null | undefined,
  where: string,
  report: Report,
) {
  return fitToField(field, value, where, report, false);
}

function fitToField(
  field: z.ZodType<string>,
  value: string | null | undefined,
  where: string,
  report: Report,
  cutWhenLong: boolean,
): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return '';
  const result = field.safeParse(trimmed);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (cutWhenLong && issue?.code === 'too_big') {
    const max = Number(issue.maximum);
    const cut = field.safeParse(cutTo(trimmed, max));
    if (cut.success) {
      report.push(`${where}: cut to its first ${max} characters, the most the form takes`);
      return cut.data;
    }
  }
  report.push(
    `${where}: ${describeValue(trimmed)} not imported: ${issue?.message ?? 'the form does not accept it'}`,
  );
  return '';
}

/** The first `max` UTF-16 units, without splitting an emoji or other astral character in two. */
function cutTo(text: string, max: number): string {
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
