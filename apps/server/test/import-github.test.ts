import { apiPaths } from '@portfolio/shared/api';
import { freePort } from '@portfolio/test-support/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { githubMessages } from '../src/modules/imports/github-client.ts';
import { GITHUB_IMPORTS_PER_MINUTE } from '../src/modules/imports/github-routes.ts';
import { type Jar, registerUser, registration } from './auth-helpers.ts';
import {
  type GithubAccount,
  type GithubStandIn,
  repoShape,
  type StandInOptions,
  startGithubStandIn,
  userShape,
} from './github-stand-in.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const octocat: GithubAccount = {
  user: userShape('octocat', { bio: 'Mascot of <b>GitHub</b>', public_repos: 4 }),
  repos: [
    repoShape('octocat', 'Hello-World', { stargazers_count: 3000, language: 'Ruby' }),
    repoShape('octocat', 'Spoon-Knife', {
      stargazers_count: 12000,
      language: 'HTML',
      homepage: 'https://octocat.github.io/Spoon-Knife',
      topics: ['fork', 'tutorial'],
      description: 'This repo is for demonstration purposes only.',
    }),
    repoShape('octocat', 'linguist', { fork: true, stargazers_count: 50000, language: 'Ruby' }),
    repoShape('octocat', 'git-consortium', { stargazers_count: 20, description: null, pushed_at: null }),
  ],
};

describe('GitHub import', () => {
  let t: TestApp | undefined;
  let github: GithubStandIn | undefined;
  afterEach(async () => {
    await t?.close();
    await github?.close();
    t = undefined;
    github = undefined;
  });

  /** The app with GitHub's API at the stand-in (or `apiBase`), and a signed-in user. */
  async function start(options: StandInOptions, env: NodeJS.ProcessEnv = {}): Promise<Jar> {
    github = await startGithubStandIn(options);
    // Long enough for any machine to answer a local request; the slow GitHub's test sets its own.
    t = await createTestApp('sqlite', { GITHUB_API_BASE: github.base, GITHUB_TIMEOUT_MS: '3000', ...env });
    return registerUser(t.app);
  }

  const importOf = (cookies: Jar, username: string) =>
    (t as TestApp).app.inject({
      method: 'GET',
      url: `${apiPaths.importGithub}?username=${encodeURIComponent(username)}`,
      cookies,
    });

  it("answers the form's values from the profile and the most starred repositories, saving nothing", async () => {
    const jar = await start({ accounts: { octocat } });
    const res = await importOf(jar, 'octocat');
    expect(res.statusCode).toBe(200);
    const { values, imported, notImported, review } = res.json().data;
    expect(values).toMatchObject({
      name: 'The Octocat',
      summary: 'Mascot of <b>GitHub</b>',
      address: 'San Francisco',
      githubUrl: 'https://github.com/octocat',
      skills: [{ name: 'Languages', skills: ['HTML', 'Ruby'] }],
    });
    expect(values.projects).toEqual([
      expect.objectContaining({
        title: 'Spoon-Knife',
        details: 'This repo is for demonstration purposes only.',
        link: 'https://octocat.github.io/Spoon-Knife',
        techStack: 'HTML, fork, tutorial',
        startDate: '2011-01-26',
        endDate: '2024-09-23',
      }),
      expect.objectContaining({ title: 'Hello-World', link: 'https://github.com/octocat/Hello-World' }),
      expect.objectContaining({ title: 'git-consortium', details: '', endDate: '' }),
    ]);
    expect(imported).toEqual([
      'Profile: name, bio (as the summary), location (as the address), GitHub link',
      'Projects: 3 repositories',
      'Skills: 2 languages',
    ]);
    expect(notImported).toEqual([
      'Your website https://github.blog has no field of its own in the form: add it where it fits.',
      'Projects: 1 of 4 public repositories were left out: the 3 most starred that are not forks were imported.',
    ]);
    expect(review).toContain('projects.0.startDate');
    // Without a token GraphQL is not asked: the profile and one page of repositories, no credentials.
    expect(github?.requests).toEqual([
      { url: 'GET /users/octocat', authorization: undefined },
      {
        url: 'GET /users/octocat/repos?type=owner&sort=pushed&direction=desc&per_page=100&page=1',
        authorization: undefined,
      },
    ]);
    const portfolios = await t?.app.db.selectFrom('portfolios').select('id').execute();
    expect(portfolios).toEqual([]);
  });

  it('imports the pinned repositories through GraphQL when a token is set, and the most starred when none are pinned', async () => {
    const pinnedNode = {
      name: 'octo-pages',
      description: 'Pinned',
      url: 'https://github.com/octocat/octo-pages',
      homepageUrl: null,
      isFork: false,
      stargazerCount: 5,
      createdAt: '2019-02-03T04:05:06Z',
      pushedAt: '2023-01-01T00:00:00Z',
      primaryLanguage: { name: 'Astro' },
      repositoryTopics: { nodes: [{ topic: { name: 'blog' } }] },
    };
    const jar = await start(
      {
        token: 'ghp_test',
        accounts: {
          octocat: { ...octocat, pinned: [pinnedNode] },
          plain: { ...octocat, user: userShape('plain', { public_repos: 4 }) },
        },
      },
      { GITHUB_TOKEN: 'ghp_test' },
    );
    const pinned = (await importOf(jar, 'octocat')).json().data;
    expect(pinned.values.projects).toEqual([
      expect.objectContaining({
        title: 'octo-pages',
        techStack: 'Astro, blog',
        link: 'https://github.com/octocat/octo-pages',
      }),
    ]);
    expect(pinned.notImported).toContain(
      'Projects: only the 1 pinned were imported; the other 3 public repositories were left out.',
    );
    expect(github?.requests.map((r) => r.url)).toEqual(['GET /users/octocat', 'POST /graphql']);
    expect(github?.requests.every((r) => r.authorization === 'Bearer ghp_test')).toBe(true);

    const unpinned = (await importOf(jar, 'plain')).json().data;
    expect(unpinned.values.projects).toHaveLength(3);
  });

  it("falls back to the most starred repositories when GraphQL's own hourly limit is used up (a 200 with RATE_LIMITED)", async () => {
    const jar = await start(
      { token: 'ghp_test', graphqlLimited: true, accounts: { octocat } },
      { GITHUB_TOKEN: 'ghp_test' },
    );
    const res = await importOf(jar, 'octocat');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.values.projects.map((p: { title: string }) => p.title)).toEqual([
      'Spoon-Knife',
      'Hello-World',
      'git-consortium',
    ]);
    expect(github?.requests.map((r) => r.url)).toEqual([
      'GET /users/octocat',
      'POST /graphql',
      'GET /users/octocat/repos?type=owner&sort=pushed&direction=desc&per_page=100&page=1',
    ]);
  });

  it('answers 404 for a user GitHub does not know', async () => {
    const jar = await start({ accounts: { octocat } });
    const res = await importOf(jar, 'no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'There is no GitHub user “no-such-user”.' });
  });

  it('imports the profile alone of a user with no public repositories, and says so', async () => {
    const jar = await start({
      accounts: { newbie: { user: userShape('newbie', { public_repos: 0 }), repos: [] } },
    });
    const res = await importOf(jar, 'newbie');
    expect(res.statusCode).toBe(200);
    const { values, notImported } = res.json().data;
    expect(values.name).toBe('The Octocat');
    expect(values.projects).toEqual([]);
    expect(notImported).toContain('Projects: newbie has no public repositories, so none were imported.');
    expect(github?.requests).toHaveLength(1);
  });

  it('reads three pages at most of a user with 500 repositories, keeps twelve and says how many were left out', async () => {
    const repos = Array.from({ length: 500 }, (_, i) =>
      repoShape('prolific', `repo-${i}`, {
        stargazers_count: i % 37,
        pushed_at: new Date(Date.UTC(2024, 0, 1) - i * 3_600_000).toISOString().replace('.000', ''),
        language: i % 2 ? 'Go' : 'Rust',
        fork: i % 5 === 0,
      }),
    );
    const jar = await start({
      accounts: { prolific: { user: userShape('prolific', { public_repos: 500 }), repos } },
    });
    const res = await importOf(jar, 'prolific');
    expect(res.statusCode).toBe(200);
    const { values, notImported } = res.json().data;
    expect(values.projects).toHaveLength(12);
    expect(values.projects[0].title).toBe('repo-36');
    expect(notImported).toContain(
      'Projects: 488 of 500 public repositories were left out: the 12 most starred that are not forks, among the 300 pushed to most recently, were imported.',
    );
    expect(github?.requests.map((r) => r.url.replace(/\?.*page=(\d)$/, ' page $1'))).toEqual([
      'GET /users/prolific',
      'GET /users/prolific/repos page 1',
      'GET /users/prolific/repos page 2',
      'GET /users/prolific/repos page 3',
    ]);
  });

  it('answers 502 when GitHub cannot be reached', async () => {
    const closed = await freePort();
    const jar = await start({}, { GITHUB_API_BASE: `http://127.0.0.1:${closed}` });
    const res = await importOf(jar, 'octocat');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(githubMessages.unreachable);
  });

  it('answers 503 when GitHub does not answer within the timeout', async () => {
    // The stand-in waits far past the timeout; closing it drops the answer still waiting.
    const jar = await start({ accounts: { octocat }, delayMs: 5000 }, { GITHUB_TIMEOUT_MS: '150' });
    const res = await importOf(jar, 'octocat');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('GitHub did not answer in time. Try again in a minute.');
  });

  it('answers 502 when GitHub fails', async () => {
    const jar = await start({ status: 500 });
    const res = await importOf(jar, 'octocat');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('GitHub could not answer (status 500). Try again in a minute.');
  });

  it("answers 429 with when to try again when GitHub's rate limit is used up", async () => {
    const jar = await start({ limitResetsInSeconds: 600 });
    const res = await importOf(jar, 'octocat');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(githubMessages.limited(10));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('keeps hostile text as text and refuses links that are not http(s)', async () => {
    const hostile: GithubAccount = {
      user: userShape('mallory', {
        name: '<script>alert(1)</script>',
        bio: '<img src=x onerror=alert(2)>',
        location: '"><svg onload=alert(3)>',
        blog: 'javascript:alert(4)',
        html_url: 'javascript:alert(5)',
        public_repos: 1,
      }),
      repos: [
        repoShape('mallory', '<b>repo</b>', {
          description: '<a href="javascript:alert(6)">click</a>',
          homepage: 'javascript:alert(7)',
          html_url: 'data:text/html,<script>alert(8)</script>',
        }),
      ],
    };
    const jar = await start({ accounts: { mallory: hostile } });
    const { values, notImported } = (await importOf(jar, 'mallory')).json().data;
    expect(values).toMatchObject({
      name: '<script>alert(1)</script>',
      summary: '<img src=x onerror=alert(2)>',
      address: '"><svg onload=alert(3)>',
      githubUrl: '',
    });
    expect(values.projects).toEqual([
      expect.objectContaining({
        title: '<b>repo</b>',
        details: '<a href="javascript:alert(6)">click</a>',
        link: '',
      }),
    ]);
    expect(notImported.filter((line: string) => line.includes('was left out'))).toHaveLength(4);
  });

  it.each([
    ['-octocat', 'Type a GitHub username: letters, digits and single hyphens'],
    ['octo--cat', 'Type a GitHub username: letters, digits and single hyphens'],
    ['../admin', 'Type a GitHub username: letters, digits and single hyphens'],
    ['a'.repeat(40), 'Type a GitHub username: letters, digits and single hyphens'],
  ])('refuses the username %j with 400 without asking GitHub', async (username, message) => {
    const jar = await start({ accounts: { octocat } });
    const res = await importOf(jar, username);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(github?.requests).toEqual([]);
  });

  it('refuses a request without a username', async () => {
    const jar = await start({ accounts: { octocat } });
    const res = await t?.app.inject({ method: 'GET', url: apiPaths.importGithub, cookies: jar });
    expect(res?.statusCode).toBe(400);
    expect(res?.json().message).toBe('Type a GitHub username');
  });

  it('answers 401 to a visitor who is not signed in, without asking GitHub', async () => {
    await start({ accounts: { octocat } });
    const res = await importOf({}, 'octocat');
    expect(res.statusCode).toBe(401);
    expect(github?.requests).toEqual([]);
  });

  it(`lets one user import ${GITHUB_IMPORTS_PER_MINUTE} times a minute, and another user still import`, async () => {
    const jar = await start({ accounts: { octocat } });
    for (let i = 0; i < GITHUB_IMPORTS_PER_MINUTE; i++)
      expect((await importOf(jar, 'octocat')).statusCode).toBe(200);
    const refused = await importOf(jar, 'octocat');
    expect(refused.statusCode).toBe(429);
    const other = await registerUser((t as TestApp).app, {
      ...registration,
      userName: 'ravi_k',
      email: 'ravi@example.com',
    });
    expect((await importOf(other, 'octocat')).statusCode).toBe(200);
  });
});
