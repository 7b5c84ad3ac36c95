// GitHub's answers for one user as the form's values (issue 28 item 3): the profile, up to twelve
// repositories as projects, their languages as skills, and what was left out and why.
import type { ImportResult } from '@portfolio/shared/imports';
import { finishImport } from '../import-result.ts';
import { profileOf, profileWords } from './github-profile.ts';
import { languagesOf, mostStarred, projectOf } from './github-projects.ts';
import type { GithubRepo, GithubUser } from './github-shapes.ts';

export type GithubSource = {
  user: GithubUser;
  /** The repositories read: the pinned ones, or a page or more of all of them. */
  repos: GithubRepo[];
  pinned: boolean;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function githubImport({ user, repos, pinned }: GithubSource): ImportResult {
  const profile = profileOf(user);
  const chosen = pinned ? repos : mostStarred(repos);
  const projects = chosen.map(projectOf);
  const languages = languagesOf(pinned ? repos : repos.filter((repo) => !repo.fork));
  const review = [
    ...profile.review,
    // GitHub knows when a repository was made and last pushed to, not when the project ran.
    ...projects.flatMap(({ project }, i) =>
      (['startDate', 'endDate'] as const).filter((key) => project[key]).map((key) => `projects.${i}.${key}`),
    ),
  ];
  const imported = [`Profile: ${profileWords(profile.text)}`];
  const kind = pinned ? 'pinned ' : '';
  if (chosen.length > 0) {
    imported.push(`Projects: ${plural(chosen.length, `${kind}repository`, `${kind}repositories`)}`);
  }
  if (languages.length > 0) imported.push(`Skills: ${plural(languages.length, 'language', 'languages')}`);
  return finishImport({
    text: profile.text,
    lists: {
      projects: projects.map(({ project }) => project),
      ...(languages.length > 0 && { skills: [{ name: 'Languages', skills: languages }] }),
    },
    imported,
    notImported: [
      ...profile.notImported,
      ...leftOut(user, repos, chosen.length, pinned),
      ...projects.flatMap(({ refused }) => refused ?? []),
    ],
    review,
  });
}

/** What the projects leave out of the user's public repositories, in one sentence. */
function leftOut(user: GithubUser, read: GithubRepo[], imported: number, pinned: boolean): string[] {
  const total = Math.max(user.public_repos, read.length);
  if (total === 0) return [`Projects: ${user.login} has no public repositories, so none were imported.`];
  if (imported === total) return [];
  if (pinned) {
    return [
      `Projects: only the ${imported} pinned were imported; the other ${total - imported} public repositories were left out.`,
    ];
  }
  const among = read.length < total ? `, among the ${read.length} pushed to most recently,` : '';
  if (imported === 0) {
    return [
      `Projects: none of ${total} public repositories were imported: the ones read${among} are all forks.`,
    ];
  }
  return [
    `Projects: ${total - imported} of ${total} public repositories were left out: the ${imported} most starred that are not forks${among} were imported.`,
  ];
}
