import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { App } from '../app';
import type { AppProps } from '../app';
import { AppProviders } from '../providers';

/** Calls `onHydrated` once React has taken the page over (never on the server: effects do not run there). */
function Hydrated({ onHydrated }: { onHydrated?: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * The page's React root, the same on the server and in the browser: hydration needs the same tree (React's
 * `useId`, which the UI kit's labels use, counts the position of every element from the root).
 */
export function PageRoot({
  queryClient,
  onHydrated,
  ...app
}: AppProps & { queryClient: QueryClient; onHydrated?: () => void }) {
  return (
    <>
      <AppProviders queryClient={queryClient}>
        <App {...app} />
      </AppProviders>
      <Hydrated onHydrated={onHydrated} />
    </>
  );
}
