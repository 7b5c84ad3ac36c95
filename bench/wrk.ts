import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

export function which(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export type WrkResult = { 'req/s': number; 'p50 ms': number; 'p99 ms': number; errors: number };

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
  }: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout: out } = await promisify(execFile)(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url],
    { encoding: 'utf8' },
  );
  const ms = (label: string) => {
    const match = out.match(new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return {
    'req/s': Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])),
    'p50 ms': ms('50'),
    'p99 ms': ms('99'),
    errors: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}
