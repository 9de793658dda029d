import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { fromBase64Url, toBase64Url } from './base64url';

/** What a partner signs (design.md "Sign-in": user id, programme, points balance, expiry). */
export const ssoTokenPayloadSchema = z.object({
  /** External user id at the partner. */
  sub: z.string().min(1).max(200),
  /** Brand domain the token is for; '*' only in test tokens. */
  domain: z.string().min(1).max(253),
  programme: z.string().min(1).max(100).nullable().optional(),
  /** The member's name as the partner shows it (issue 18: the signed-in header greets the member). */
  name: z.string().trim().min(1).max(100).optional(),
  /** The member's contact details at the partner (issue 18: they prefill the checkout's contact step). */
  email: z.email().max(254).optional(),
  phone: z
    .strictObject({ countryCode: z.string().regex(/^\+[1-9]\d{0,3}$/), number: z.string().regex(/^\d{4,14}$/) })
    .optional(),
  points: z.number().int().min(0).max(100_000_000),
  /** Spending cap in the brand currency (design.md: budgetRestriction). */
  budget: z.number().int().min(0).nullable().optional(),
  /** Expiry, unix seconds; only test tokens may omit it. */
  exp: z.number().int().positive().optional(),
  jti: z.string().min(8).max(200),
});
export type SsoTokenPayload = z.infer<typeof ssoTokenPayloadSchema>;

function signature(encodedPayload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(encodedPayload).digest();
}

/** `base64url(JSON payload) + '.' + base64url(HMAC-SHA256(secret, first part))`. */
export function signSsoToken(payload: SsoTokenPayload, secret: string): string {
  const encoded = toBase64Url(JSON.stringify(payload));
  return `${encoded}.${toBase64Url(signature(encoded, secret))}`;
}

/** The payload of a well-formed token with a valid signature; null otherwise (expiry and use are checked by the caller). */
export function verifySsoToken(token: string, secret: string): SsoTokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encoded, sig] = parts as [string, string];
  const given = fromBase64Url(sig);
  const expected = signature(encoded, secret);
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const json = fromBase64Url(encoded);
  if (!json) return null;
  try {
    const parsed = ssoTokenPayloadSchema.safeParse(JSON.parse(json.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
