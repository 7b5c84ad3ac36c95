import { Link, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactNode } from 'react';
import { printable } from './faces.ts';
import { WHOLE_WORDS } from './fonts.ts';
import { styles } from './styles.ts';

/** Room an entry's first line keeps below it on its page (for about three lines of what follows). */
const ENTRY_KEEPS = 48;
/**
 * Room a heading keeps below it: its first entry's first line and the room that line keeps, or the
 * entry would move to the next page and leave the heading behind.
 */
const HEADING_KEEPS = ENTRY_KEEPS + 32;

/**
 * A heading and its entries, as siblings of everything else on the page rather than in a box of
 * their own: react-pdf keeps an element with what follows it only among siblings.
 */
export function section(heading: string, entries: ReactNode[][]): ReactNode[] {
  if (entries.length === 0) return [];
  return [h(Text, { style: styles.heading, minPresenceAhead: HEADING_KEEPS }, heading), ...entries.flat()];
}

export type Entry = {
  /** Joined with a middle dot, missing parts left out. */
  title: string[];
  period: string;
  /** A small line under the title: tech stack, score. */
  detail?: string;
  body: string;
  link?: string;
};

export function entry({ title, period, detail, body, link: href }: Entry): ReactNode[] {
  return [
    h(
      View,
      { style: styles.entryHeader, minPresenceAhead: ENTRY_KEEPS },
      h(Text, { style: styles.entryTitle, ...WHOLE_WORDS }, printable(title.filter(Boolean).join(' · '))),
      period ? h(Text, { style: styles.period }, period) : null,
    ),
    detail ? h(Text, { style: styles.detail, ...WHOLE_WORDS }, printable(detail)) : null,
    href ? h(Text, { style: styles.detail, ...WHOLE_WORDS }, link(href, displayUrl(href))) : null,
    ...paragraphs(body),
  ];
}

/** One text per line of a field, so long text flows onto further pages between its lines too. */
export function paragraphs(text: string): ReactNode[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => h(Text, { style: styles.paragraph, ...WHOLE_WORDS }, printable(line)));
}

export function link(href: string, text: string) {
  return h(Link, { src: href, style: styles.link }, printable(text));
}

/** `https://www.github.com/ada/` → `github.com/ada`: what a reader of the printed page types. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
