import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { fromBase64Url, toBase64Url } from './base64url';

/** Access tokens live one hour (the auth-token cookie expires with them, spec §4). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

const claimsSchema = z.object({
  sub: z.string().min(1),
  domain: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof claimsSchema>;

const HEADER = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** An HS256 JWT for a member (`sub` = member id) of one brand domain. */
export function signAccessToken(
  subject: { memberId: number; domain: string },
  secret: string,
  now = Math.floor(Date.now() / 1000),
): { accessToken: string; expireInSeconds: number } {
  const claims: AccessTokenClaims = {
    sub: String(subject.memberId),
    domain: subject.domain,
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_SECONDS,
  };
  const data = `${HEADER}.${toBase64Url(JSON.stringify(claims))}`;
  return { accessToken: `${data}.${toBase64Url(sign(data, secret))}`, expireInSeconds: ACCESS_TOKEN_TTL_SECONDS };
}

/** Claims of a valid, unexpired token; null otherwise. Only HS256 with our header is accepted. */
export function verifyAccessToken(
  token: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const given = fromBase64Url(parts[2]!);
  const expected = sign(`${parts[0]}.${parts[1]}`, secret);
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(fromBase64Url(parts[1]!)?.toString('utf8') ?? ''));
    if (!claims.success || claims.data.exp <= now) return null;
    return claims.data;
  } catch {
    return null;
  }
}
