// A GitHub profile as the form's single fields: name, bio, location, links.
import { isHttpUrl, portfolioMessages, type TextField } from '@portfolio/shared/portfolio';
import type { GithubUser } from './github-shapes.ts';

/** Social sites the form has a field for, by the host of the profile's website. */
const SOCIAL_FIELDS: [RegExp, TextField][] = [
  [/(^|\.)linkedin\.com$/i, 'linkidenUrl'],
  [/(^|\.)(twitter|x)\.com$/i, 'twitterUrl'],
  [/(^|\.)instagram\.com$/i, 'instagramUrl'],
  [/(^|\.)facebook\.com$/i, 'facebookUrl'],
];

/** GitHub keeps the website as typed: 'example.com' gets https://, a link with a scheme stays as it is. */
const withScheme = (link: string) => (/^[a-z][a-z\d+.-]*:/i.test(link) ? link : `https://${link}`);

/** What each field holds from the profile, in the words `imported` uses. */
const FIELD_WORDS: Partial<Record<TextField, string>> = {
  name: 'name',
  summary: 'bio (as the summary)',
  address: 'location (as the address)',
  email: 'e-mail',
  githubUrl: 'GitHub link',
  twitterUrl: 'Twitter link',
  linkidenUrl: 'LinkedIn link',
  instagramUrl: 'Instagram link',
  facebookUrl: 'Facebook link',
};

export const profileWords = (text: ProfileDraft['text']) =>
  (Object.keys(text) as TextField[]).map((field) => FIELD_WORDS[field] ?? field).join(', ');

export type ProfileDraft = {
  text: Partial<Record<TextField, string>>;
  notImported: string[];
  review: string[];
};

export function profileOf(user: GithubUser): ProfileDraft {
  const text: Partial<Record<TextField, string>> = {};
  const notImported: string[] = [];
  const review: string[] = [];
  // The form needs a name: the login stands in for one the profile does not give, to be checked.
  text.name = user.name?.trim() || user.login;
  if (!user.name?.trim()) review.push('name');
  if (user.bio?.trim()) text.summary = user.bio;
  if (user.location?.trim()) text.address = user.location;
  if (user.email?.trim()) text.email = user.email;
  text.githubUrl = user.html_url;
  if (user.twitter_username && /^\w{1,15}$/.test(user.twitter_username)) {
    text.twitterUrl = `https://x.com/${user.twitter_username}`;
  }
  const blog = user.blog?.trim();
  if (blog) {
    const link = withScheme(blog);
    const field = isHttpUrl(link) && SOCIAL_FIELDS.find(([host]) => host.test(new URL(link).hostname))?.[1];
    if (!isHttpUrl(link)) notImported.push(`Your website “${blog}” was left out: ${portfolioMessages.link}.`);
    else if (field) text[field] = link;
    else notImported.push(`Your website ${link} has no field of its own in the form: add it where it fits.`);
  }
  return { text, notImported, review };
}
