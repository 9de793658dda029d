import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ssoTokenPayloadSchema } from '../src/lib/sso-token';
import type { SsoTokenPayload } from '../src/lib/sso-token';

export const TOKEN_USAGE =
  'Usage: npm run token -w apps/api -- --user <external id> [--domain localhost] [--points 0] [--programme welfare] [--budget <amount>] [--ttl 600]';

/**
 * Turns `--user X --domain localhost --points 1000` into a partner token payload: single-use
 * (random jti), expiring after `--ttl` seconds (default 10 minutes).
 */
export function tokenPayloadFromArgs(argv: string[], now = Math.floor(Date.now() / 1000)): SsoTokenPayload {
  const { values } = parseArgs({
    args: argv,
    options: {
      user: { type: 'string' },
      domain: { type: 'string', default: 'localhost' },
      points: { type: 'string', default: '0' },
      programme: { type: 'string', default: 'welfare' },
      budget: { type: 'string' },
      ttl: { type: 'string', default: '600' },
    },
    strict: true,
  });
  if (!values.user) throw new Error(`--user is required\n${TOKEN_USAGE}`);
  const ttl = Number(values.ttl);
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error('--ttl must be a positive number of seconds');
  const parsed = ssoTokenPayloadSchema.safeParse({
    sub: values.user,
    domain: values.domain,
    programme: values.programme,
    points: Number(values.points),
    budget: values.budget === undefined ? undefined : Number(values.budget),
    exp: now + ttl,
    jti: randomUUID(),
  });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  return parsed.data;
}
