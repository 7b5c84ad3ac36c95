// The parts of GitHub's answers the import reads (REST v3 `users/{u}` and `users/{u}/repos`, and
// the GraphQL pinned items), checked on arrival: an answer of another shape is refused, not guessed at.
import { z } from 'zod';

export const githubUserSchema = z.object({
  login: z.string(),
  name: z.string().nullish(),
  bio: z.string().nullish(),
  blog: z.string().nullish(),
  location: z.string().nullish(),
  email: z.string().nullish(),
  twitter_username: z.string().nullish(),
  html_url: z.string(),
  public_repos: z.number().int().min(0),
});
export type GithubUser = z.infer<typeof githubUserSchema>;

export const githubRepoSchema = z.object({
  name: z.string(),
  description: z.string().nullish(),
  fork: z.boolean(),
  html_url: z.string(),
  homepage: z.string().nullish(),
  language: z.string().nullish(),
  topics: z.array(z.string()).default([]),
  stargazers_count: z.number(),
  created_at: z.string(),
  pushed_at: z.string().nullish(),
});
export type GithubRepo = z.infer<typeof githubRepoSchema>;

export const githubReposSchema = z.array(githubRepoSchema);

/** How many topics of a repository are read (GitHub allows 20; a tech stack shows a few). */
export const TOPICS_READ = 5;

/** The GraphQL query of a user's pinned repositories (GitHub shows at most six). */
export const PINNED_QUERY = `query ($login: String!) {
  user(login: $login) {
    pinnedItems(first: 6, types: REPOSITORY) {
      nodes {
        ... on Repository {
          name description url homepageUrl isFork stargazerCount createdAt pushedAt
          primaryLanguage { name }
          repositoryTopics(first: ${TOPICS_READ}) { nodes { topic { name } } }
        }
      }
    }
  }
}`;

/** A pinned repository as GraphQL names it, turned into the REST shape the mapping reads. */
const pinnedRepoSchema = z
  .object({
    name: z.string(),
    description: z.string().nullish(),
    url: z.string(),
    homepageUrl: z.string().nullish(),
    isFork: z.boolean(),
    stargazerCount: z.number(),
    createdAt: z.string(),
    pushedAt: z.string().nullish(),
    primaryLanguage: z.object({ name: z.string() }).nullish(),
    repositoryTopics: z.object({ nodes: z.array(z.object({ topic: z.object({ name: z.string() }) })) }),
  })
  .transform(
    (node): GithubRepo => ({
      name: node.name,
      description: node.description,
      fork: node.isFork,
      html_url: node.url,
      homepage: node.homepageUrl,
      language: node.primaryLanguage?.name,
      topics: node.repositoryTopics.nodes.map(({ topic }) => topic.name),
      stargazers_count: node.stargazerCount,
      created_at: node.createdAt,
      pushed_at: node.pushedAt,
    }),
  );

/** The answer to PINNED_QUERY: the user's pinned repositories, none when the user is unknown to it. */
export const pinnedAnswerSchema = z
  .object({
    data: z.object({
      user: z.object({ pinnedItems: z.object({ nodes: z.array(pinnedRepoSchema) }) }).nullable(),
    }),
  })
  .transform(({ data }) => data.user?.pinnedItems.nodes ?? []);
