// GitHub's API for the import (issue 28 item 3): each request bounded by a timeout, each failure
// GitHub can give turned into a refusal the user can act on.
import {
  type GithubRepo,
  type GithubUser,
  githubReposSchema,
  githubUserSchema,
  PINNED_QUERY,
  pinnedAnswerSchema,
} from '@portfolio/importers/github/github-shapes';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError, TooManyError, UnavailableError, UpstreamError } from '../../lib/domain-errors.ts';

export const githubMessages = {
  slow: 'GitHub did not answer in time. Try again in a minute.',
  unreachable: 'GitHub could not be reached. Try again in a minute.',
  unreadable: 'GitHub sent an answer we could not read. Try again in a minute.',
  failed: (status: number) => `GitHub could not answer (status ${status}). Try again in a minute.`,
  noUser: (login: string) => `There is no GitHub user “${login}”.`,
  limited: (minutes: number) =>
    `GitHub allows this site only so many requests an hour, and they are used up. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
};

/** GitHub's own limit is used up: when it resets is known, so the answer can say when to try again. */
export class GithubLimitError extends TooManyError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(githubMessages.limited(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Pages of 100 read at most: a user with more repositories has the most recently pushed read. */
export const REPO_PAGES_MAX = 3;
const PAGE_SIZE = 100;

export type GithubClient = ReturnType<typeof createGithubClient>;

export function createGithubClient(config: Config['github'], clock: Clock) {
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    // GitHub refuses requests without a User-Agent.
    'user-agent': 'portfolio-maker',
    ...(config.token && { authorization: `Bearer ${config.token}` }),
  };

  /** One request, its answer read and checked within the timeout; `login` names the user a 404 means. */
  async function call<S extends z.ZodType>(schema: S, login: string, path: string, init: RequestInit = {}) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${config.apiBase}${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      // Read within the same timeout: an answer that stops half-way is as slow as none.
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new (timedOut ? UnavailableError : UpstreamError)(
        timedOut ? githubMessages.slow : githubMessages.unreachable,
        { cause: error },
      );
    }
    if (!response.ok) throw refusal(response, login, clock);
    const answer = parseJson(text);
    // GraphQL says its hourly limit is used up in a 200 answer, as an error of type RATE_LIMITED.
    if (graphqlRateLimited(answer)) throw limitError(response, clock);
    const checked = schema.safeParse(answer);
    if (!checked.success) throw new UpstreamError(githubMessages.unreadable, { cause: checked.error });
    return checked.data as z.output<S>;
  }

  return {
    /** Whether pinned repositories can be read: GitHub's GraphQL API takes no request without a token. */
    readsPinned: config.token !== undefined,

    user: (login: string): Promise<GithubUser> =>
      call(githubUserSchema, login, `/users/${encodeURIComponent(login)}`),

    /** The user's own repositories, most recently pushed first, as many pages as `count` needs (at most REPO_PAGES_MAX). */
    async repos(login: string, count: number): Promise<GithubRepo[]> {
      const repos: GithubRepo[] = [];
      const pages = Math.min(Math.ceil(count / PAGE_SIZE), REPO_PAGES_MAX);
      for (let page = 1; page <= pages; page++) {
        const query = `type=owner&sort=pushed&direction=desc&per_page=${PAGE_SIZE}&page=${page}`;
        const batch = await call(
          githubReposSchema,
          login,
          `/users/${encodeURIComponent(login)}/repos?${query}`,
        );
        repos.push(...batch);
        if (batch.length < PAGE_SIZE) break;
      }
      return repos;
    },

    pinned: (login: string): Promise<GithubRepo[]> =>
      call(pinnedAnswerSchema, login, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: PINNED_QUERY, variables: { login } }),
      }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** GitHub's refusal as ours: an unknown user, its rate limit (with when it resets), or a failure. */
function refusal(response: Response, login: string, clock: Clock): Error {
  if (response.status === 404) return new NotFoundError(githubMessages.noUser(login));
  const limited =
    (response.status === 403 || response.status === 429) &&
    (response.headers.get('x-ratelimit-remaining') === '0' || response.headers.has('retry-after'));
  if (!limited) return new UpstreamError(githubMessages.failed(response.status));
  return limitError(response, clock);
}

function graphqlRateLimited(answer: unknown): boolean {
  const errors = (answer as { errors?: unknown } | undefined)?.errors;
  return (
    Array.isArray(errors) && errors.some((error) => (error as { type?: unknown })?.type === 'RATE_LIMITED')
  );
}

/** GitHub's limit is used up: when to try again, from its headers. */
function limitError(response: Response, clock: Clock): GithubLimitError {
  // A secondary limit says Retry-After in seconds; the hourly one names the second it resets.
  const retryAfter = Number(response.headers.get('retry-after'));
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  const seconds = retryAfter > 0 ? retryAfter : reset > 0 ? Math.ceil(reset - clock() / 1000) : 60;
  return new GithubLimitError(Math.max(1, seconds));
}
