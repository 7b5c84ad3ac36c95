import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

export function which(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export type WrkResult = {
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
};

/**
 * wrk (a separate process, so the load does not share the server's event loop) with its latency
 * distribution: requests per second, p50/p99 and non-2xx/3xx answers. Asynchronous, so a server
 * under test may run in this very process. Spell `Host` so: wrk replaces its own only then.
 */
export async function wrk(
  url: string,
  {
    seconds = 10,
    connections = 32,
    headers = {},
    script,
  }: {
    seconds?: number;
    connections?: number;
    headers?: Record<string, string>;
    /** A Lua script and its arguments (see walk-hosts.lua). */
    script?: { file: string; args: string[] };
  } = {},
): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const scriptArgs = script ? ['-s', script.file] : [];
  const { stdout: out } = await promisify(execFile)(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      ...headerArgs,
      ...scriptArgs,
      url,
      ...(script ? ['--', ...script.args] : []),
    ],
    { encoding: 'utf8' },
  );
  const ms = (label: string) => {
    const match = out.match(new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const pass = out.match(/^pass: (\d+) answers in (\d+) us$/m);
  return {
    requests: pass ? Number(pass[1]) : Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    // A script that times its own pass (walk-hosts.lua) says so: wrk's figure would count the
    // rest of -d, which it sleeps through.
    'req/s': Math.round(
      pass ? Number(pass[1]) / (Number(pass[2]) / 1e6) : Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    ),
    'p50 ms': ms('50'),
    'p99 ms': ms('99'),
    errors: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}
