import { describe, expect, it } from 'vitest';
import { githubImport } from './github-import.ts';
import { type GithubRepo, type GithubUser, pinnedAnswerSchema } from './github-shapes.ts';

const user = (overrides: Partial<GithubUser> = {}): GithubUser => ({
  login: 'asha-rao',
  name: 'Asha Rao',
  bio: 'Builds fast sites.',
  blog: 'https://www.linkedin.com/in/asha-rao',
  location: 'Pune, India',
  email: null,
  twitter_username: null,
  html_url: 'https://github.com/asha-rao',
  public_repos: 3,
  ...overrides,
});

const repo = (name: string, overrides: Partial<GithubRepo> = {}): GithubRepo => ({
  name,
  description: `About ${name}`,
  fork: false,
  html_url: `https://github.com/asha-rao/${name}`,
  homepage: null,
  language: 'TypeScript',
  topics: [],
  stargazers_count: 0,
  created_at: '2021-03-04T10:00:00Z',
  pushed_at: '2024-05-06T11:00:00Z',
  ...overrides,
});

describe('githubImport', () => {
  it('fills the profile, the most starred repositories that are not forks, and their languages', () => {
    const result = githubImport({
      user: user({ public_repos: 4 }),
      repos: [
        repo('notes', { stargazers_count: 2, language: 'Go', homepage: '' }),
        repo('shop', { stargazers_count: 40, homepage: 'https://shop.example', topics: ['react', 'stripe'] }),
        repo('forked-lib', { fork: true, stargazers_count: 900, language: 'C' }),
        repo('dots', { stargazers_count: 2, language: null, pushed_at: '2025-01-01T00:00:00Z' }),
      ],
      pinned: false,
    });
    expect(result.values).toMatchObject({
      name: 'Asha Rao',
      summary: 'Builds fast sites.',
      address: 'Pune, India',
      githubUrl: 'https://github.com/asha-rao',
      linkidenUrl: 'https://www.linkedin.com/in/asha-rao',
      aboutMe: '',
    });
    expect(result.values.projects).toEqual([
      expect.objectContaining({
        title: 'shop',
        role: '',
        details: 'About shop',
        link: 'https://shop.example',
        techStack: 'TypeScript, react, stripe',
        startDate: '2021-03-04',
        endDate: '2024-05-06',
      }),
      expect.objectContaining({ title: 'dots', link: 'https://github.com/asha-rao/dots', techStack: '' }),
      expect.objectContaining({ title: 'notes', techStack: 'Go' }),
    ]);
    expect(result.values.skills).toEqual([{ name: 'Languages', skills: ['Go', 'TypeScript'] }]);
    expect(result.imported).toEqual([
      'Profile: name, bio (as the summary), location (as the address), GitHub link, LinkedIn link',
      'Projects: 3 repositories',
      'Skills: 2 languages',
    ]);
    expect(result.notImported).toEqual([
      'Projects: 1 of 4 public repositories were left out: the 3 most starred that are not forks were imported.',
    ]);
    expect(result.review).toEqual(
      [0, 1, 2].flatMap((i) => [`projects.${i}.startDate`, `projects.${i}.endDate`]),
    );
  });

  it('takes the login for a name the profile does not give, to be reviewed', () => {
    const result = githubImport({ user: user({ name: null, public_repos: 0 }), repos: [], pinned: false });
    expect(result.values.name).toBe('asha-rao');
    expect(result.review).toEqual(['name']);
  });

  it('says so when there are no public repositories, and imports the profile alone', () => {
    const result = githubImport({ user: user({ public_repos: 0 }), repos: [], pinned: false });
    expect(result.values.projects).toEqual([]);
    expect(result.values.skills).toEqual([]);
    expect(result.values.name).toBe('Asha Rao');
    expect(result.notImported).toEqual([
      'Projects: asha-rao has no public repositories, so none were imported.',
    ]);
  });

  it('keeps twelve of 500 repositories and says how many were left out and which were read', () => {
    const repos = Array.from({ length: 300 }, (_, i) => repo(`r${i}`, { stargazers_count: i }));
    const result = githubImport({ user: user({ public_repos: 500 }), repos, pinned: false });
    expect((result.values.projects as { title: string }[]).map((p) => p.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `r${299 - i}`),
    );
    expect(result.notImported).toEqual([
      'Projects: 488 of 500 public repositories were left out: the 12 most starred that are not forks, among the 300 pushed to most recently, were imported.',
    ]);
  });

  it('says when every repository read is a fork', () => {
    const result = githubImport({
      user: user({ public_repos: 2 }),
      repos: [repo('a', { fork: true }), repo('b', { fork: true })],
      pinned: false,
    });
    expect(result.values.projects).toEqual([]);
    expect(result.notImported).toEqual([
      'Projects: none of 2 public repositories were imported: the ones read are all forks.',
    ]);
  });

  it('imports the pinned repositories in their order, forks included', () => {
    const result = githubImport({
      user: user({ public_repos: 30 }),
      repos: [repo('b', { stargazers_count: 1 }), repo('a', { fork: true, stargazers_count: 9 })],
      pinned: true,
    });
    expect((result.values.projects as { title: string }[]).map((p) => p.title)).toEqual(['b', 'a']);
    expect(result.imported).toContain('Projects: 2 pinned repositories');
    expect(result.notImported).toEqual([
      'Projects: only the 2 pinned were imported; the other 28 public repositories were left out.',
    ]);
  });

  it('keeps hostile text as text and refuses links that are not http(s)', () => {
    const result = githubImport({
      user: user({
        name: '<img src=x onerror=alert(1)>',
        bio: '<script>alert(1)</script>',
        location: '"><svg onload=alert(1)>',
        blog: 'javascript:alert(document.cookie)',
        html_url: 'javascript:alert(2)',
        public_repos: 1,
      }),
      repos: [
        repo('<b>x</b>', {
          description: '<a href="javascript:alert(3)">click</a>',
          homepage: 'javascript:alert(4)',
          html_url: 'data:text/html,<script>alert(5)</script>',
        }),
      ],
      pinned: false,
    });
    expect(result.values).toMatchObject({
      name: '<img src=x onerror=alert(1)>',
      summary: '<script>alert(1)</script>',
      address: '"><svg onload=alert(1)>',
      githubUrl: '',
      linkidenUrl: '',
    });
    expect(result.values.projects).toEqual([
      expect.objectContaining({
        title: '<b>x</b>',
        details: '<a href="javascript:alert(3)">click</a>',
        link: '',
      }),
    ]);
    expect(result.notImported).toEqual([
      'Your website “javascript:alert(document.cookie)” was left out: Enter a full link starting with http:// or https://.',
      'Project <b>x</b>: its homepage “javascript:alert(4)” was left out: Enter a full link starting with http:// or https://.',
      'The GitHub URL “javascript:alert(2)” was left out: Enter a full link starting with http:// or https://.',
      'Projects 1: “data:text/html,<script>alert(5)</script>” was left out: Enter a full link starting with http:// or https://.',
    ]);
  });

  it('gives a website without a scheme https://, and names one the form has no field for', () => {
    const social = githubImport({
      user: user({ blog: 'x.com/asha', public_repos: 0 }),
      repos: [],
      pinned: false,
    });
    expect(social.values.twitterUrl).toBe('https://x.com/asha');
    const own = githubImport({ user: user({ blog: 'asha.dev', public_repos: 0 }), repos: [], pinned: false });
    expect(own.notImported).toContain(
      'Your website https://asha.dev has no field of its own in the form: add it where it fits.',
    );
  });
});

describe('pinnedAnswerSchema', () => {
  it("reads GraphQL's pinned repositories in the REST shape, and none for an unknown user", () => {
    const node = {
      name: 'shop',
      description: null,
      url: 'https://github.com/asha-rao/shop',
      homepageUrl: '',
      isFork: false,
      stargazerCount: 40,
      createdAt: '2021-03-04T10:00:00Z',
      pushedAt: '2024-05-06T11:00:00Z',
      primaryLanguage: { name: 'TypeScript' },
      repositoryTopics: { nodes: [{ topic: { name: 'react' } }] },
    };
    expect(pinnedAnswerSchema.parse({ data: { user: { pinnedItems: { nodes: [node] } } } })).toEqual([
      repo('shop', { description: null, homepage: '', stargazers_count: 40, topics: ['react'] }),
    ]);
    expect(pinnedAnswerSchema.parse({ data: { user: null } })).toEqual([]);
  });
});
