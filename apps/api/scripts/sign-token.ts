/**
 * Prints a fresh partner sign-in token signed with SSO_SIGNING_SECRET (the development default
 * unless set), e.g. `npm run token -w apps/api -- --user alice --domain localhost --points 1000`.
 * Open `http://localhost:8080/?a=<token>` to sign in with it (once: tokens are single-use).
 */
import { loadConfig } from '../src/config';
import { signSsoToken } from '../src/lib/sso-token';
import { tokenPayloadFromArgs } from './token-args';

try {
  const payload = tokenPayloadFromArgs(process.argv.slice(2));
  console.log(signSsoToken(payload, loadConfig().ssoSigningSecret));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
