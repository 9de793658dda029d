import type { Plugin } from 'vite';
import { reactAriaRewrite, replaceOnce } from './react-aria-rewrite';

/**
 * React Aria's ids without its `useIsSSR` subscription (issue 16, Total Blocking Time of the results pages).
 *
 * React Aria's `useId` (`useModernSSRSafeId` in SSRProvider.mjs) keeps `useState(useIsSSR())` only to choose the id
 * prefix: `react-aria` when the page was server rendered, `react-aria<random>` otherwise (so that two copies of React
 * Aria on one page never share an id). `useIsSSR` is a `useSyncExternalStore` whose server snapshot is true and client
 * snapshot false, so after hydration React re-renders EVERY component that holds an id synchronously (SyncLane), in
 * the same long task as the hydration commit, although the id it returns does not change. Measured on the flight
 * results under a 4x CPU slowdown: the 40 kit Buttons of the 20 flight cards were 248-270 ms of an 803 ms task.
 *
 * The app has one copy of React Aria and one React root (createRoot or hydrateRoot, app/startup-boot.tsx and
 * app/ssr/hydrate-client.tsx), where React's own `useId` is unique: the id is always `react-aria-${React.useId()}`,
 * which is what the server already rendered and the client hydrated. Both builds (client and `--ssr`) get the same
 * code, so their ids match by construction. `useIsSSR` itself is untouched for its other users (collections,
 * overlays, focus-visible), whose output does differ between server and browser.
 *
 * The rewrite matches React Aria's published text: when an upgrade changes it, the build fails here (the file, the
 * statement) instead of silently shipping the sync re-render again. Check the new SSRProvider.mjs and update the
 * patterns and the fixture of the test beside this file.
 */

/** The module, as React Aria 3.53 (react-aria-components 1.x) publishes it. */
export const SSR_PROVIDER_MODULE =
  /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;

/** `let [didSSR] = (0, $useState)($useIsSSR());` in `useModernSSRSafeId`: the subscription. */
const DID_SSR_STATE = /let \[didSSR\] = \(0, \$[\w$]+\)\(\$[\w$]+\(\)\);/g;

/** The prefix chosen from it (the test-environment branch gives `react-aria` too). */
const PREFIX_FROM_DID_SSR =
  /let prefix = didSSR \|\| process\.env\.NODE_ENV === 'test' \? 'react-aria' : `react-aria\$\{\$[\w$]+\.prefix\}`;/g;

const NAME = 'wayfare-react-aria-stable-ssr-id';

const WHERE = { plugin: NAME, file: 'SSRProvider.mjs' };

/**
 * SSRProvider.mjs with `useModernSSRSafeId` returning `react-aria-${React.useId()}` (or the given id) and no
 * `useIsSSR` subscription. The line count is kept, so the module's source map stays valid.
 * Throws when the text is not React Aria's known one.
 */
export function withStableSsrId(code: string): string {
  const withoutState = replaceOnce(
    WHERE,
    code,
    DID_SSR_STATE,
    '/* wayfare: no useIsSSR subscription, see apps/web/vite-plugins/react-aria-stable-ssr-id.ts */',
    '`let [didSSR] = useState(useIsSSR())`',
  );
  return replaceOnce(
    WHERE,
    withoutState,
    PREFIX_FROM_DID_SSR,
    "let prefix = 'react-aria';",
    'the prefix chosen from didSSR',
  );
}

/** The Vite plugin (builds only: the dev server pre-bundles React Aria and does not render on the server). */
export function reactAriaStableSsrId(): Plugin {
  return reactAriaRewrite(
    NAME,
    [{ file: 'SSRProvider.mjs', path: SSR_PROVIDER_MODULE, rewrite: withStableSsrId }],
    'its useId would subscribe every component with an id to useIsSSR again',
  );
}
