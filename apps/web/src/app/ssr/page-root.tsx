import type { QueryClient } from '@tanstack/react-query';
import { SsoServerContext } from '../../lib/sso-status';
import type { SsoServerAnswer } from '../../lib/sso-status';
import { App } from '../app';
import type { AppProps } from '../app';
import { AppProviders } from '../providers';
import { RedirectSinkProvider } from './server-redirect';

/**
 * The page's React root, the same on the server and in the browser: hydration needs the same tree (React's
 * `useId`, which the UI kit's labels use, counts the position of every element from the root). `signIn` is the
 * server's sign-in answer (the account corner renders from it on both sides); null where no server rendered.
 */
export function PageRoot({
  queryClient,
  onRedirect = null,
  signIn = null,
  ...app
}: AppProps & {
  queryClient: QueryClient;
  onRedirect?: ((to: string) => void) | null;
  signIn?: SsoServerAnswer | null;
}) {
  return (
    <SsoServerContext.Provider value={signIn}>
      <RedirectSinkProvider onRedirect={onRedirect}>
        <AppProviders queryClient={queryClient}>
          <App {...app} />
        </AppProviders>
      </RedirectSinkProvider>
    </SsoServerContext.Provider>
  );
}
