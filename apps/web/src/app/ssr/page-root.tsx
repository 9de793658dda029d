import type { QueryClient } from '@tanstack/react-query';
import { App } from '../app';
import type { AppProps } from '../app';
import { AppProviders } from '../providers';
import { RedirectSinkProvider } from './server-redirect';

/**
 * The page's React root, the same on the server and in the browser: hydration needs the same tree (React's
 * `useId`, which the UI kit's labels use, counts the position of every element from the root).
 */
export function PageRoot({
  queryClient,
  onRedirect = null,
  ...app
}: AppProps & { queryClient: QueryClient; onRedirect?: ((to: string) => void) | null }) {
  return (
    <RedirectSinkProvider onRedirect={onRedirect}>
      <AppProviders queryClient={queryClient}>
        <App {...app} />
      </AppProviders>
    </RedirectSinkProvider>
  );
}
