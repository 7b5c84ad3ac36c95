/**
 * Form fields that JSON Resume holds as a list: a tech stack as a project's `keywords` (split at
 * commas), learning notes as an education's `courses` (one per line).
 */
export type ListFormat = { separator: string; joiner: string };

export const TECH_STACK: ListFormat = { separator: ',', joiner: ', ' };
export const LEARNING: ListFormat = { separator: '\n', joiner: '\n' };

export function toList(text: string, format: ListFormat): string[] {
  return text
    .split(format.separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function fromList(list: readonly string[] | null | undefined, format: ListFormat): string {
  return (list ?? [])
    .map((item) => item.trim())
    .filter(Boolean)
    .join(format.joiner);
}

/**
 * The text an export kept beside its list (see `exportJsonResume`), while the list still says the
 * same: once the list has been edited in another tool, the list wins.
 */
export function keptText(
  kept: string | null | undefined,
  list: readonly string[] | null | undefined,
  format: ListFormat,
): string | undefined {
  if (kept == null) return undefined;
  return fromList(toList(kept, format), format) === fromList(list, format) ? kept : undefined;
}
