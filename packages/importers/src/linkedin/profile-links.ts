import type { TextField } from '@portfolio/shared/portfolio';

type LinkField = Extract<
  TextField,
  'githubUrl' | 'twitterUrl' | 'linkidenUrl' | 'instagramUrl' | 'facebookUrl'
>;

/** The form's link fields, by the hosts of the profiles they hold. */
const FIELD_HOSTS: [LinkField, string[]][] = [
  ['githubUrl', ['github.com']],
  ['twitterUrl', ['twitter.com', 'x.com']],
  ['linkidenUrl', ['linkedin.com']],
  ['instagramUrl', ['instagram.com']],
  ['facebookUrl', ['facebook.com', 'fb.com']],
];

/** `[PERSONAL:https://asha.dev,COMPANY:https://acme.com]`: Profile.csv's list, one `TAG:` before each. */
function listOf(cell: string): string[] {
  return cell
    .replace(/^\[|\]$/g, '')
    .split(/,(?=\s*[A-Z_]+:)/)
    .map((item) => item.trim().replace(/^[A-Z_]+:(?!\/\/)/, ''))
    .filter((item) => item !== '');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Profile.csv's websites and Twitter handles as the form's links: a GitHub, X/Twitter, LinkedIn,
 * Instagram or Facebook address goes to its field (the first of each); a handle becomes an X link
 * when no Twitter address came. Other sites have no field: they come back in `others`. A link is
 * given as written (a scheme added only where none is): finishImport refuses what is not http(s).
 */
export function profileLinks(websites: string, twitterHandles: string) {
  const links: Partial<Record<LinkField, string>> = {};
  const others: string[] = [];
  for (const site of listOf(websites)) {
    const url = /^[a-z][a-z\d+.-]*:/i.test(site) ? site : `https://${site}`;
    const host = hostOf(url);
    const field = FIELD_HOSTS.find(([, hosts]) =>
      hosts.some((h) => host === h || host.endsWith(`.${h}`)),
    )?.[0];
    if (field && !links[field]) links[field] = url;
    else if (!field) others.push(site);
  }
  const handle = listOf(twitterHandles)
    .map((name) => name.replace(/^@/, ''))
    .find((name) => /^\w{1,15}$/.test(name));
  if (!links.twitterUrl && handle) links.twitterUrl = `https://x.com/${handle}`;
  return { links, others };
}
