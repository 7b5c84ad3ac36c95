import { githubImport } from '@portfolio/importers/github/github-import';
import type { ImportResult } from '@portfolio/shared/imports';
import { type GithubClient, GithubLimitError } from './github-client.ts';

export type GithubImport = (login: string) => Promise<ImportResult>;

/**
 * A user's profile, then their pinned repositories when the token lets GraphQL be asked, else (or
 * when none are pinned, or GraphQL's own hourly limit is used up: REST has a limit of its own) as
 * many pages of their own repositories as the mapping picks from. A user without public
 * repositories costs one request.
 */
export function createGithubImport(client: GithubClient): GithubImport {
  return async (login) => {
    const user = await client.user(login);
    if (user.public_repos === 0) return githubImport({ user, repos: [], pinned: false });
    const pinned = client.readsPinned ? await pinnedOrNone(client, user.login) : [];
    if (pinned.length > 0) return githubImport({ user, repos: pinned, pinned: true });
    return githubImport({ user, repos: await client.repos(user.login, user.public_repos), pinned: false });
  };
}

async function pinnedOrNone(client: GithubClient, login: string) {
  try {
    return await client.pinned(login);
  } catch (error) {
    if (error instanceof GithubLimitError) return [];
    throw error;
  }
}
