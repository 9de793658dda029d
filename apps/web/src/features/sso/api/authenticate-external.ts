import { tokenAuthRoutes } from '@wayfare/contract';
import type { ExternalAuthResult } from '@wayfare/contract';
import { clearAuthToken } from '../../../lib/cookies';
import { reportError } from '../../../lib/error-reporting';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/**
 * spec §7 POST /api/TokenAuth/AuthenticateExternal {token, domainName}. The result is the external auth result
 * or null (falsy). spec §8: on a failure (network, 500, timeout) stored auth is cleared and the result is null.
 */
export async function authenticateExternal(token: string, domainName: string): Promise<ExternalAuthResult | null> {
  try {
    return await callEndpoint(tokenAuthRoutes.AuthenticateExternal, { body: { token, domainName } });
  } catch (error) {
    clearAuthToken();
    reportError(error, { source: 'external sign-in' });
    return null;
  }
}
