import net from 'node:net';

/** Eight 16-bit groups of an IPv6 address, with `::` expanded and a trailing IPv4 part converted. */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0] as string;
  const v4 = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The key that per-client limits count under: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one household or server is handed a whole /64, so single addresses are free to
 * rotate), an IPv4-mapped IPv6 address as its IPv4 address. A client that hung up before its
 * address was read has none: those share one key rather than failing the request.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'gone';
  if (!net.isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
