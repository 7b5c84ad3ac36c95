import http from 'node:http';
import type net from 'node:net';

/**
 * A local stand-in for GitHub's API (the Razorpay tests' way): `users/{u}`, `users/{u}/repos` and
 * the GraphQL pinned items, answered with the shapes api.github.com answers (recorded from
 * `users/octocat` and its repositories, every field kept, values made up), including its refusals.
 */
export type GithubAccount = {
  user: Record<string, unknown>;
  repos: Record<string, unknown>[];
  /** Pinned repositories as GraphQL's `pinnedItems` nodes. */
  pinned?: Record<string, unknown>[];
};

export type StandInOptions = {
  accounts?: Record<string, GithubAccount>;
  /** The token GraphQL takes; without it (or with another) GraphQL answers 401, as GitHub's does. */
  token?: string;
  /** Answer this much later (a slow GitHub); answers still waiting are dropped on close. */
  delayMs?: number;
  /** Answer every request with GitHub's primary rate-limit refusal, resetting in this many seconds. */
  limitResetsInSeconds?: number;
  /** GraphQL's hourly limit used up (answered 200 with a RATE_LIMITED error, as GitHub does); REST still answers. */
  graphqlLimited?: boolean;
  /** Answer every request with this status (GitHub failing). */
  status?: number;
};

export type GithubStandIn = {
  base: string;
  /** Each request as `METHOD path?query`, with its Authorization header. */
  requests: { url: string; authorization: string | undefined }[];
  close: () => Promise<void>;
};

export function userShape(login: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    login,
    id: 583231,
    node_id: 'MDQ6VXNlcjU4MzIzMQ==',
    avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
    gravatar_id: '',
    url: `https://api.github.com/users/${login}`,
    html_url: `https://github.com/${login}`,
    repos_url: `https://api.github.com/users/${login}/repos`,
    type: 'User',
    user_view_type: 'public',
    site_admin: false,
    name: 'The Octocat',
    company: '@github',
    blog: 'https://github.blog',
    location: 'San Francisco',
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 8,
    public_gists: 8,
    followers: 21000,
    following: 9,
    created_at: '2011-01-25T18:44:36Z',
    updated_at: '2025-01-22T12:13:29Z',
    ...overrides,
  };
}

export function repoShape(
  login: string,
  name: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: 1296269,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name,
    full_name: `${login}/${name}`,
    private: false,
    owner: { login, id: 583231, type: 'User', site_admin: false },
    html_url: `https://github.com/${login}/${name}`,
    description: 'My first repository on GitHub!',
    fork: false,
    url: `https://api.github.com/repos/${login}/${name}`,
    created_at: '2011-01-26T19:01:12Z',
    updated_at: '2025-01-20T09:00:00Z',
    pushed_at: '2024-09-23T18:51:14Z',
    git_url: `git://github.com/${login}/${name}.git`,
    clone_url: `https://github.com/${login}/${name}.git`,
    homepage: '',
    size: 1,
    stargazers_count: 0,
    watchers_count: 0,
    language: null,
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    forks_count: 0,
    archived: false,
    disabled: false,
    open_issues_count: 0,
    license: null,
    allow_forking: true,
    is_template: false,
    topics: [],
    visibility: 'public',
    forks: 0,
    open_issues: 0,
    watchers: 0,
    default_branch: 'master',
    ...overrides,
  };
}

const notFound = {
  message: 'Not Found',
  documentation_url: 'https://docs.github.com/rest/users/users#get-a-user',
  status: '404',
};

export async function startGithubStandIn(options: StandInOptions = {}): Promise<GithubStandIn> {
  const requests: GithubStandIn['requests'] = [];
  const waiting = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({ url: `${req.method} ${req.url}`, authorization: req.headers.authorization });
      const send = () => {
        const [status, json, headers = {}] = answer(options, req, body);
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(json));
      };
      if (!options.delayMs) return send();
      const timer = setTimeout(() => {
        waiting.delete(timer);
        send();
      }, options.delayMs);
      waiting.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      for (const timer of waiting) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

type Reply = [number, unknown, Record<string, string>?];

function answer(options: StandInOptions, req: http.IncomingMessage, body: string): Reply {
  if (options.limitResetsInSeconds !== undefined) return rateLimited(options.limitResetsInSeconds);
  if (options.status) return [options.status, { message: 'Server Error' }];
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const accounts = options.accounts ?? {};
  if (req.method === 'POST' && url.pathname === '/graphql') return graphql(options, req, body);
  const [, login, list] = url.pathname.match(/^\/users\/([^/]+)(\/repos)?$/) ?? [];
  const account = login ? accounts[login] : undefined;
  if (!account) return [404, notFound];
  if (!list) return [200, account.user];
  return [200, reposPage(account.repos, url.searchParams)];
}

/** `users/{u}/repos` as GitHub pages it: sorted by the last push, `per_page` (at most 100) a page. */
function reposPage(repos: Record<string, unknown>[], params: URLSearchParams): Record<string, unknown>[] {
  const perPage = Math.min(Number(params.get('per_page') ?? 30), 100);
  const page = Number(params.get('page') ?? 1);
  const sorted =
    params.get('sort') === 'pushed'
      ? [...repos].sort((a, b) => String(b.pushed_at).localeCompare(String(a.pushed_at)))
      : repos;
  return sorted.slice((page - 1) * perPage, page * perPage);
}

function graphql(options: StandInOptions, req: http.IncomingMessage, body: string): Reply {
  if (!options.token || req.headers.authorization !== `Bearer ${options.token}`) {
    return [
      401,
      {
        message: 'This endpoint requires you to be authenticated.',
        documentation_url:
          'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql',
      },
    ];
  }
  if (options.graphqlLimited) {
    const reset = String(Math.floor(Date.now() / 1000) + 1800);
    return [
      200,
      { errors: [{ type: 'RATE_LIMITED', message: 'API rate limit already exceeded for user ID 583231.' }] },
      { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
    ];
  }
  const { variables } = JSON.parse(body) as { variables: { login: string } };
  const account = options.accounts?.[variables.login];
  if (!account) {
    return [
      200,
      {
        data: { user: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['user'],
            message: `Could not resolve to a User with the login of '${variables.login}'.`,
          },
        ],
      },
    ];
  }
  return [200, { data: { user: { pinnedItems: { nodes: account.pinned ?? [] } } } }];
}

/** GitHub's answer when the hour's requests are used up. */
function rateLimited(resetsInSeconds: number): Reply {
  const reset = Math.floor(Date.now() / 1000) + resetsInSeconds;
  return [
    403,
    {
      message:
        "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
    },
    {
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-used': '60',
      'x-ratelimit-resource': 'core',
    },
  ];
}
