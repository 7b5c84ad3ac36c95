// A user's repositories as the form's projects, and their languages as one skill group.
import { isHttpUrl, portfolioMessages, SKILLS_PER_GROUP_MAX } from '@portfolio/shared/portfolio';
import type { GithubRepo } from './github-shapes.ts';
import { TOPICS_READ } from './github-shapes.ts';

/** The most repositories an import turns into projects: a portfolio shows a selection, not everything. */
export const GITHUB_PROJECTS_MAX = 12;

const TECH_STACK_MAX = 500;

/** The most starred repositories that are not forks (the most recently pushed first among equals). */
export function mostStarred(repos: GithubRepo[]): GithubRepo[] {
  return repos
    .filter((repo) => !repo.fork)
    .sort(
      (a, b) =>
        b.stargazers_count - a.stargazers_count || (b.pushed_at ?? '').localeCompare(a.pushed_at ?? ''),
    )
    .slice(0, GITHUB_PROJECTS_MAX);
}

/** GitHub's timestamps ('2011-01-26T19:01:12Z') as the form's days; anything else as found, for the form to refuse. */
const dayOf = (timestamp: string | null | undefined) =>
  timestamp && /^\d{4}-\d{2}-\d{2}T/.test(timestamp) ? timestamp.slice(0, 10) : (timestamp ?? undefined);

/** The primary language, then the first topics, as long as the form's field holds them. */
function techStackOf(repo: GithubRepo): string {
  const names = [...new Set([repo.language, ...repo.topics.slice(0, TOPICS_READ)].filter(Boolean))];
  let stack = '';
  for (const name of names) {
    const next = stack ? `${stack}, ${name}` : String(name);
    if (next.length > TECH_STACK_MAX) break;
    stack = next;
  }
  return stack;
}

/**
 * A repository as a project: its homepage as the link when that is an http(s) address, else its
 * page on GitHub; a homepage of another kind (`javascript:`) is named in `refused`.
 */
export function projectOf(repo: GithubRepo): {
  project: Record<string, string | undefined>;
  refused?: string;
} {
  const homepage = repo.homepage?.trim() ?? '';
  const useHomepage = homepage !== '' && isHttpUrl(homepage);
  return {
    project: {
      title: repo.name,
      details: repo.description ?? '',
      link: useHomepage ? homepage : repo.html_url,
      techStack: techStackOf(repo),
      startDate: dayOf(repo.created_at),
      endDate: dayOf(repo.pushed_at),
    },
    ...(homepage !== '' &&
      !useHomepage && {
        refused: `Project ${repo.name}: its homepage “${homepage}” was left out: ${portfolioMessages.link}.`,
      }),
  };
}

/** The primary languages of these repositories, the most used first. */
export function languagesOf(repos: GithubRepo[]): string[] {
  const counts = new Map<string, number>();
  for (const { language } of repos) if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([name]) => name)
    .slice(0, SKILLS_PER_GROUP_MAX);
}
