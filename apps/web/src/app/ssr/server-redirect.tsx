import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** Set by the server render only: where the page sends the visitor, if a screen decided so while rendering. */
const RedirectSink = createContext<((to: string) => void) | null>(null);

/** Provides the server render's redirect sink (the browser renders it with none: the same tree on both sides). */
export function RedirectSinkProvider({
  onRedirect,
  children,
}: {
  onRedirect: ((to: string) => void) | null;
  children: ReactNode;
}) {
  return <RedirectSink.Provider value={onRedirect}>{children}</RedirectSink.Provider>;
}

/**
 * `<Navigate replace>` that also works on the server: React Router's Navigate does nothing there (an effect),
 * so the server sent the page of the wrong URL; the server render records the target instead and answers an
 * HTTP redirect (entry-server.tsx).
 */
export function RedirectTo({ to }: { to: string }) {
  const sink = useContext(RedirectSink);
  if (sink) {
    sink(to);
    return null;
  }
  return <Navigate replace to={to} />;
}
