import type { Plugin } from 'vite';
import { reactAriaRewrite, replaceOnce } from './react-aria-rewrite';

/**
 * React Aria's slot ids settle after mount in a transition, not synchronously (issue 16, Total Blocking Time of the
 * results pages).
 *
 * A field's description and error ids (`useSlotId`, utils/useId.mjs: useField of the Select, the date fields...) and a
 * checkbox's or radio's (`useSlot`, utils/useSlot.mjs) are rendered first as if the slot element existed; a layout
 * effect then looks for the element and, when there is none, sets state to drop the id. A state update in a layout
 * effect is a SyncLane update: when it happens in the hydration commit (the results' sort Select, the search box's
 * one-way checkbox), React flushes EVERY passive effect of the hydrated page and renders the synchronous passes that
 * follow in the same task as the commit (traced on the stays results under a 4x CPU slowdown: the commit ended after
 * ~10 ms, the task after ~100).
 *
 * At mount that update can only drop an id that points at no element (the server HTML already has it: an
 * `aria-describedby` naming a missing element describes nothing), so it is run in a transition: the same state, a task
 * later. Later runs (a description or an error that appears or goes, on a field the traveller is using) keep React
 * Aria's synchronous update, so a focused field is described by its error as soon as it shows.
 *
 * The rewrite matches React Aria's published text: when an upgrade changes it, the build fails here (the file, the
 * statement) instead of silently shipping the synchronous update again. Check the new modules and update the patterns
 * and the fixtures of the test beside this file.
 */

export const USE_ID_MODULE = /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useId\.mjs$/;
export const USE_SLOT_MODULE = /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useSlot\.mjs$/;

const NAME = 'wayfare-react-aria-slot-updates';
const START_TRANSITION = '$wayfare$startTransition';
const USE_REF = '$wayfare$useRef';

/** The module's one named import from react, to which startTransition and useRef are added. */
const REACT_IMPORT = /^import \{([^}\n]*)\} from "react";$/gm;

/** useSlotId's `(0, $useLayoutEffect)(updateId, [`: the effect that resolves the id. */
const SLOT_ID_EFFECT = /\(0, (\$[\w$]+)\)\(updateId, \[/g;

/** useSlot's mount effect: the slot's ref callback never ran, so there is no slot. */
const SLOT_MOUNT_UPDATE = /if \(!hasRun\.current\) setHasSlot\(false\);/g;

const withReactImports = (code: string, file: string) =>
  replaceOnce(
    { plugin: NAME, file },
    code,
    REACT_IMPORT,
    `import {$1, startTransition as ${START_TRANSITION}, useRef as ${USE_REF}} from "react";`,
    'the named import from "react"',
  );

/**
 * utils/useId.mjs with useSlotId's first resolution in a transition. Line count kept (the source map holds).
 * Throws when the text is not React Aria's known one.
 */
export function withDeferredSlotId(code: string): string {
  return replaceOnce(
    { plugin: NAME, file: 'useId.mjs' },
    withReactImports(code, 'useId.mjs'),
    SLOT_ID_EFFECT,
    // One line: a ref that tells the first run (mount, hydration) from the later ones.
    `let $wayfare$resolved = (0, ${USE_REF})(false); (0, $1)(() => { if ($wayfare$resolved.current) return updateId(); ` +
      `$wayfare$resolved.current = true; (0, ${START_TRANSITION})(updateId); }, [`,
    "useSlotId's `useLayoutEffect(updateId, [...])`",
  );
}

/** utils/useSlot.mjs with the mount update in a transition. Line count kept. Throws on an unknown text. */
export function withDeferredSlot(code: string): string {
  return replaceOnce(
    { plugin: NAME, file: 'useSlot.mjs' },
    withReactImports(code, 'useSlot.mjs'),
    SLOT_MOUNT_UPDATE,
    `if (!hasRun.current) (0, ${START_TRANSITION})(() => setHasSlot(false));`,
    "useSlot's `if (!hasRun.current) setHasSlot(false);`",
  );
}

/** The Vite plugin (builds only, client and `--ssr` alike; the dev server pre-bundles React Aria). */
export function reactAriaSlotUpdates(): Plugin {
  return reactAriaRewrite(
    NAME,
    [
      { file: 'useId.mjs', path: USE_ID_MODULE, rewrite: withDeferredSlotId },
      { file: 'useSlot.mjs', path: USE_SLOT_MODULE, rewrite: withDeferredSlot },
    ],
    'its slot ids would update synchronously in the hydration commit again',
  );
}
