import { isIP } from 'node:net';

/** What Fastify's `trustProxy` gets: off, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr understands for well-known ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY (issue 17): unset is off (the socket address is the client); a number is how many
 * proxies stand in front (e.g. 1 for one balancer); otherwise a comma-separated list of the balancers'
 * addresses or CIDRs ("10.0.0.0/8,127.0.0.1", or loopback). Returns an error message for anything else:
 * "true" (trust every sender of X-Forwarded-For) is refused on purpose.
 */
export function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? { value: hops } : { error: 'a hop count must be between 1 and 10' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !validEntry(entry));
  if (bad.length > 0) {
    return { error: `must be a hop count or addresses/CIDRs separated by commas; not understood: ${bad.join(', ')}` };
  }
  return { value: entries };
}

/** Fastify's option for a parsed value: a hop count becomes "trust the nearest N hops" (as Fastify does itself). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
