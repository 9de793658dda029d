import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

const domainNameSchema = z.string().min(1).max(253).describe("The brand configuration's domain");

export const authenticateBodySchema = z.strictObject({
  userNameOrEmailAddress: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(256),
  domainName: domainNameSchema,
});

export const authenticateResultSchema = z.object({
  accessToken: z.string().min(1).describe('Bearer token; the web app stores it in the auth-token cookie (spec §6)'),
  expireInSeconds: z.number().int().positive(),
  userId: z.string().min(1),
});

/** spec §3 "External sign-in request": `token` is query parameter `a` (`%20` read as `+`), or empty when absent. */
export const authenticateExternalBodySchema = z.strictObject({
  token: z.string().max(4096).describe('Partner-signed single-use token from query parameter a; may be empty'),
  domainName: domainNameSchema,
});

/** spec §3 "External authentication result". */
export const externalAuthResultSchema = z.object({
  authApiModel: z.object({ accessToken: z.string().min(1), expireInSeconds: z.number().int().positive() }),
  externalAuthClientData: z.object({ userId: z.string().min(1) }),
});
export type ExternalAuthResult = z.infer<typeof externalAuthResultSchema>;

export const testTokenSchema = z.object({
  label: z.string().min(1).describe('What the token signs in as, e.g. "Member with 5,000 points"'),
  token: z.string().min(1),
});

/** Token authentication (spec §7 "POST /api/TokenAuth/..."; design.md "Sign-in"). */
export const tokenAuthApi = {
  Authenticate: defineEndpoint({
    id: 'TokenAuth.Authenticate',
    service: 'welfare',
    method: 'POST',
    path: '/api/TokenAuth/Authenticate',
    summary: 'Sign-in with user name or e-mail and password.',
    tag: 'TokenAuth',
    body: authenticateBodySchema,
    result: authenticateResultSchema,
  }),
  AuthenticateExternal: defineEndpoint({
    id: 'TokenAuth.AuthenticateExternal',
    service: 'welfare',
    method: 'POST',
    path: '/api/TokenAuth/AuthenticateExternal',
    summary:
      'Single sign-on with a partner token. `result: null` is the falsy result (bad, expired or reused token): the web app goes to /exception?type=401.',
    tag: 'TokenAuth',
    body: authenticateExternalBodySchema,
    result: externalAuthResultSchema.nullable(),
  }),
  TestTokens: defineEndpoint({
    id: 'TokenAuth.TestTokens',
    service: 'welfare',
    method: 'GET',
    path: '/api/dev/test-tokens',
    summary: 'The four fixed test tokens of the developer panel (spec §2). Not served in production (404).',
    tag: 'TokenAuth',
    result: z.object({ tokens: z.array(testTokenSchema).length(4) }),
  }),
};
