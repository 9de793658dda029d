import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { signSsoToken, ssoTokenPayloadSchema } from '../lib/sso-token';
import { describeIssues, SeedError } from './seed-error';

/** A developer-panel test token (spec §2): domain '*', no expiry, reusable, refused in production. */
export const TEST_TOKEN_DOMAIN = '*';

const testTokenFileSchema = z.object({
  tokens: z
    .array(
      z.object({
        label: z.string().min(1),
        payload: ssoTokenPayloadSchema.refine((payload) => payload.domain === TEST_TOKEN_DOMAIN, {
          message: `test tokens must have domain "${TEST_TOKEN_DOMAIN}"`,
        }),
      }),
    )
    .length(4),
});

export interface TestToken {
  label: string;
  token: string;
}

/**
 * Reads seed/test-tokens.json and signs each payload with the configured secret: the tokens are
 * fixed for a given SSO_SIGNING_SECRET and keep working when a developer sets their own secret.
 */
export async function loadTestTokens(seedDir: string, secret: string): Promise<TestToken[]> {
  const path = join(seedDir, 'test-tokens.json');
  const parsed = testTokenFileSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success) throw new SeedError(`Seed file ${path} is invalid:\n${describeIssues(parsed.error.issues)}`);
  return parsed.data.tokens.map(({ label, payload }) => ({ label, token: signSsoToken(payload, secret) }));
}
