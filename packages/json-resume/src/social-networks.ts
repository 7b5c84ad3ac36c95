import { PROFILE_FIELDS, type ProfileField } from '@portfolio/shared/site-rules';

type SocialNetwork = {
  field: ProfileField;
  /** The name an export writes in `network`. */
  name: string;
  /** Names an import accepts, compared in lower case without spaces. */
  aliases: string[];
  hosts: string[];
  /** Where a profile given only by its username lives. */
  profileUrl: (username: string) => string;
};

const NETWORKS: Record<ProfileField, Omit<SocialNetwork, 'field'>> = {
  linkidenUrl: {
    name: 'LinkedIn',
    aliases: ['linkedin'],
    hosts: ['linkedin.com'],
    profileUrl: (username) => `https://www.linkedin.com/in/${username}`,
  },
  githubUrl: {
    name: 'GitHub',
    aliases: ['github'],
    hosts: ['github.com'],
    profileUrl: (username) => `https://github.com/${username}`,
  },
  twitterUrl: {
    name: 'Twitter',
    aliases: ['twitter', 'x', 'twitter/x', 'x/twitter', 'x(twitter)'],
    hosts: ['twitter.com', 'x.com'],
    profileUrl: (username) => `https://x.com/${username}`,
  },
  instagramUrl: {
    name: 'Instagram',
    aliases: ['instagram'],
    hosts: ['instagram.com'],
    profileUrl: (username) => `https://www.instagram.com/${username}`,
  },
  facebookUrl: {
    name: 'Facebook',
    aliases: ['facebook'],
    hosts: ['facebook.com', 'fb.com'],
    profileUrl: (username) => `https://www.facebook.com/${username}`,
  },
};

/** The social links of the form, in the order an export lists them. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = PROFILE_FIELDS.map((field) => ({
  field,
  ...NETWORKS[field],
}));

/** The network a profile belongs to: by its name, or else by the host of its link. */
export function findSocialNetwork(network: string, url: string): SocialNetwork | undefined {
  const name = network.toLowerCase().replace(/\s/g, '');
  return (
    SOCIAL_NETWORKS.find((n) => n.aliases.includes(name)) ??
    SOCIAL_NETWORKS.find((n) =>
      n.hosts.some((host) => hostOf(url) === host || hostOf(url).endsWith(`.${host}`)),
    )
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}
