// The mixed load of bench:load (issue 23): each client loops, picking a kind of request by weight, and
// every answer's time and status is kept (all samples, sorted at the end) per kind.
import { apiPaths } from '@portfolio/shared/api';
import { type Browser, type Owner, passwordSignIn, portfolioForm } from './load-client.ts';
import { quantile } from './timing.ts';

export const WEIGHTS = {
  'site view': 45,
  'signed-in check': 35,
  save: 17,
  'password sign-in': 3,
} as const;
export type Kind = keyof typeof WEIGHTS;
const KINDS = Object.keys(WEIGHTS) as Kind[];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + WEIGHTS[kind], 0);

/** A status of 0 stands for no answer (connection reset, 60 s without an answer). */
type Samples = { ms: number[]; statuses: number[] };
export type Tally = Record<Kind, Samples>;

function pickKind(): Kind {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return 'site view';
}

type Client = { browser: Browser; owner: Owner; saves: number };

/** One request of this kind as client `client`: a view of any owner's site, or its own owner's calls. */
async function send(kind: Kind, client: Client, owners: Owner[], cover: Buffer | undefined) {
  const { browser, owner } = client;
  switch (kind) {
    case 'site view': {
      const site = owners[Math.floor(Math.random() * owners.length)] as Owner;
      return () => browser.send('GET', '/', { host: `${site.hostingName}.localhost` });
    }
    case 'signed-in check':
      return () => browser.send('GET', apiPaths.userInformation);
    case 'save': {
      // Changed text each time, so every save of the live site publishes it again.
      client.saves += 1;
      const fields = { ...owner.fields, summary: `${owner.fields.summary} (save ${client.saves})` };
      const body = await portfolioForm(fields, cover);
      return () => browser.send('POST', apiPaths.updatePortfolio, { body });
    }
    case 'password sign-in':
      return () => passwordSignIn(browser, owner);
  }
}

type Run = {
  owners: Owner[];
  until: number;
  running: () => boolean;
  tally: Tally;
  cover: Buffer | undefined;
};

async function loop(client: Client, { owners, until, running, tally, cover }: Run) {
  while (performance.now() < until && running()) {
    const kind = pickKind();
    // The request is built before the clock starts: only the server's answer is timed.
    const request = await send(kind, client, owners, cover);
    const started = performance.now();
    const status = await request().then(
      (answer) => answer.status,
      () => 0,
    );
    tally[kind].ms.push(performance.now() - started);
    tally[kind].statuses.push(status);
  }
}

/**
 * Every client loops until `seconds` have passed (requests started before then are counted), or
 * until the server is no longer `running`.
 */
export async function runMix(
  browsers: Browser[],
  owners: Owner[],
  seconds: number,
  { cover, running }: { cover?: Buffer; running: () => boolean },
): Promise<Tally> {
  const tally = Object.fromEntries(KINDS.map((kind) => [kind, { ms: [], statuses: [] }])) as unknown as Tally;
  const until = performance.now() + seconds * 1000;
  const run = { owners, until, running, tally, cover };
  await Promise.all(
    browsers.map((browser, i) => loop({ browser, owner: owners[i] as Owner, saves: 0 }, run)),
  );
  return tally;
}

const round = (ms: number) => (ms < 10 ? Number(ms.toFixed(1)) : Math.round(ms));

export type Row = {
  kind: string;
  count: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  '5xx': number;
  '429s': number;
  '503s': number;
  'slowest 429/503 ms': number | string;
  'other non-2xx': string;
};

/** Per kind and for all: count, rate, p50/p99/max, 5xx other than 503, 429, 503, and what else was not 2xx. */
export function summarise(tally: Tally, seconds: number): Row[] {
  const all: Samples = { ms: [], statuses: [] };
  for (const kind of KINDS) {
    all.ms.push(...tally[kind].ms);
    all.statuses.push(...tally[kind].statuses);
  }
  return [...KINDS.map((kind) => row(kind, tally[kind], seconds)), row('all', all, seconds)];
}

function row(kind: string, { ms, statuses }: Samples, seconds: number): Row {
  const count = (test: (status: number) => boolean) => statuses.filter(test).length;
  const refused = ms.filter((_, i) => statuses[i] === 429 || statuses[i] === 503);
  const others = new Map<number, number>();
  for (const status of statuses) {
    const counted = (status >= 200 && status < 300) || status === 429 || status >= 500;
    if (!counted) others.set(status, (others.get(status) ?? 0) + 1);
  }
  return {
    kind,
    count: ms.length,
    'req/s': Number((ms.length / seconds).toFixed(1)),
    'p50 ms': round(quantile(ms, 0.5)),
    'p99 ms': round(quantile(ms, 0.99)),
    'max ms': round(quantile(ms, 1)),
    '5xx': count((s) => s >= 500 && s !== 503),
    '429s': count((s) => s === 429),
    '503s': count((s) => s === 503),
    'slowest 429/503 ms': refused.length > 0 ? round(refused.reduce((a, b) => Math.max(a, b))) : '',
    'other non-2xx': [...others]
      .map(([status, n]) => `${status === 0 ? 'no answer' : status} × ${n}`)
      .join(', '),
  };
}
