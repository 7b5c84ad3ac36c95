import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { PROFILE_FIELDS } from '@portfolio/shared/site-rules';
import { Image, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactNode } from 'react';
import { displayUrl, link } from './blocks.ts';
import { printable } from './faces.ts';
import { WHOLE_WORDS } from './fonts.ts';
import { styles } from './styles.ts';

export type HeaderOptions = {
  /** The live site's address, linked in the contact lines. */
  siteUrl: string;
  /** The owner's photo, PNG or JPEG (the formats a PDF embeds as they are). */
  photo?: Buffer;
};

/** Name, title, a line to reach the owner, a line of their sites, and the photo beside them. */
export function header(content: PortfolioContent, { siteUrl, photo }: HeaderOptions) {
  const reach = [
    link(`mailto:${content.email}`, content.email),
    content.contactNumber,
    content.alternateContactNumber,
    printable(content.address),
  ];
  const online = [siteUrl, ...PROFILE_FIELDS.map((field) => content[field])].map(
    (url) => url && link(url, displayUrl(url)),
  );
  return h(
    View,
    { style: styles.header },
    h(
      View,
      { style: styles.headerText },
      h(Text, { style: styles.name, ...WHOLE_WORDS }, printable(content.name)),
      h(Text, { style: styles.title, ...WHOLE_WORDS }, printable(content.title)),
      contactLine(reach),
      contactLine(online),
    ),
    photo ? h(Image, { style: styles.photo, src: { data: photo, format: imageFormat(photo) } }) : null,
  );
}

/** Contact details separated by middle dots; missing ones leave no gap. */
function contactLine(parts: ReactNode[]) {
  const present = parts.filter(Boolean);
  if (present.length === 0) return null;
  return h(
    Text,
    { style: styles.contact, ...WHOLE_WORDS },
    ...present.flatMap((part, index) => (index === 0 ? [part] : [' · ', part])),
  );
}

function imageFormat(image: Buffer): 'png' | 'jpg' {
  if (image.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'png';
  if (image.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpg';
  throw new Error('The résumé photo must be a PNG or JPEG image.');
}
