import { headingOf } from './resume-headings.ts';
import { piecesOf, type ResumeLine } from './resume-line.ts';
import { hasRoleWord } from './resume-words.ts';

export type Contact = {
  name: string;
  /** The name was not the largest text at the top: it may be another line. */
  nameUnsure: boolean;
  title: string;
  email: string;
  phone: string;
  linkedin: string;
  github: string;
  twitter: string;
  website: string;
  address: string;
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** 8 to 15 digits with the spaces, dots, dashes and brackets phones are written with. */
const PHONE = /(?<![\w/])\+?\(?\d[\d ().-]{6,18}\d(?![\w/])/;
/** A link as written: 'github.com/asha', 'https://asha.dev'; quotes and angle brackets end it. */
const LINK = /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s|,;"'<>]*)?/i;
const SOCIAL: [keyof Contact, RegExp][] = [
  ['linkedin', /linkedin\.com\//i],
  ['github', /github\.com\//i],
  ['twitter', /(?:twitter|x)\.com\//i],
];
const LOCATION = /^[A-Z][\p{L} .'-]+, [A-Z][\p{L} .'-]+$/u;

/** A phone number as the form takes it: digits, spaces, brackets and dashes, a leading '+'. */
function formPhone(raw: string): string {
  return raw
    .replace(/\./g, ' ')
    .replace(/^\((\d+)\)\s*/, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

const withScheme = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

/** A title before a name: 'Dr.', 'Prof.', 'Mr', 'Ms.', 'Mrs.'. */
const HONORIFIC =
  /^(?:(?:dr|prof|mr|mrs|ms|mx|rev|engr|er|adv)\.|(?:dr|prof|professor|mr|mrs|ms|mx|miss|sir|dame)(?=\s))\s*(?=\p{Lu})/iu;
/**
 * Letters after a name, after a comma or at its end: 'BSN, RN', 'PhD', 'M.D.', 'Jr.' (two capitals
 * or more, short, or a known suffix); 'Alvarez' is no such thing.
 */
const POST_NOMINAL = /^(?:(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z.]{1,7}|Ph\.?D\.?|Jr\.?|Sr\.?|I{2,3}|IV)$/;

/** A person's name without the title before it and the letters after it. */
export function personName(text: string): string {
  let name = text.trim().replace(HONORIFIC, '');
  for (;;) {
    const match = /^(.*?\S)(?:,\s*|\s+)([^\s,]+)$/.exec(name);
    if (!match?.[1] || !match[2] || !POST_NOMINAL.test(match[2]) || !/\s/.test(match[1])) break;
    // Initials in capitals stay a name's ('John F. Kennedy' keeps 'F.'; 'Li Na' keeps 'Na').
    if (
      !match[0].includes(',') &&
      !/^(?:Ph\.?D\.?|M\.?D\.?|MBA|RN|BSN|MSN|CPA|PE|PMP|CFA|Jr\.?|Sr\.?)$/.test(match[2])
    )
      break;
    name = match[1];
  }
  return name.trim();
}

/** Whether `text` reads as a person's name: two to four capitalised words, no digits or signs. */
function isNameLike(raw: string): boolean {
  const text = personName(raw);
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((word) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(word)) &&
    !hasRoleWord(text) &&
    headingOf(text) === undefined
  );
}

/**
 * The contact block: the name (the largest name-like line of the top lines, else the first), the
 * headline beside it, and the e-mail, phone and links wherever they are (a sidebar keeps them under
 * a 'Contact' heading of its own).
 */
export function readContact(top: ResumeLine[], all: ResumeLine[], links: string[]): Contact {
  const contact: Contact = {
    name: '',
    nameUnsure: false,
    title: '',
    email: '',
    phone: '',
    linkedin: '',
    github: '',
    twitter: '',
    website: '',
    address: '',
  };
  const names = top
    .slice(0, 8)
    .filter((line) => isNameLike(line.text) || isNameLike(piecesOf(line.text)[0] ?? ''));
  const largest = Math.max(0, ...top.slice(0, 8).map((line) => line.size));
  const nameLine = names.find((line) => line.size === largest && largest > 0) ?? names[0];
  if (nameLine) {
    const [first, ...rest] = piecesOf(nameLine.text);
    contact.name = personName(isNameLike(nameLine.text) ? nameLine.text : (first ?? ''));
    contact.nameUnsure = nameLine.size !== largest || largest === 0;
    const headline = rest.find(hasRoleWord);
    if (headline) contact.title = headline;
  }
  for (const line of top) {
    for (const piece of piecesOf(line.text)) {
      if (
        !contact.title &&
        line !== nameLine &&
        hasRoleWord(piece) &&
        !EMAIL.test(piece) &&
        piece.length <= 80
      ) {
        contact.title = piece;
      } else if (!contact.address && LOCATION.test(piece) && !hasRoleWord(piece)) {
        contact.address = piece;
      }
    }
  }
  for (const line of all) readLinks(line.text, contact, top.includes(line));
  // Links behind the text ('LinkedIn' linking to the profile) count as the top's own.
  for (const link of links) readLinks(link, contact, true);
  return contact;
}

function readLinks(text: string, contact: Contact, inTop: boolean): void {
  const email = EMAIL.exec(text)?.[0];
  if (email && !contact.email) contact.email = email;
  const rest = email ? text.replace(email, ' ') : text;
  const phone = PHONE.exec(rest)?.[0];
  if (inTop && phone && !contact.phone && phone.replace(/\D/g, '').length >= 8)
    contact.phone = formPhone(phone);
  for (const piece of rest.split(/\s+|\s*\|\s*/)) {
    const link = LINK.exec(piece)?.[0];
    if (!link || link !== piece.replace(/[).,;]+$/, '')) continue;
    const social = SOCIAL.find(([, pattern]) => pattern.test(link));
    if (social) {
      const [field] = social;
      if (!contact[field]) (contact as Record<string, unknown>)[field] = withScheme(link);
    } else if (inTop && !contact.website && !/^\d/.test(link)) {
      contact.website = withScheme(link);
    }
  }
}
