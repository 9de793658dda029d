import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: beside another `npm test` on CI's 2 cores a lazy route or dialog
// took longer to appear (issue 14). A real absence still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only auto-cleans when test globals are on; ours are imported explicitly.
afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});

// React Aria's live announcer makes its first announcement on a 100 ms real timer; fired after the file's DOM was
// torn down, it threw "document is not defined" (an unhandled error that fails the run). The file waits it out.
const LIVE_ANNOUNCER_DELAY_MS = 100;
afterAll(() => new Promise((resolve) => setTimeout(resolve, LIVE_ANNOUNCER_DELAY_MS + 50)));

// jsdom (kept for two files, see their docblocks) has no matchMedia; antd's responsive helpers and our <picture>
// logic query it. happy-dom has its own.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// React Aria's collections (select, listbox) escape keys with CSS.escape, which neither test DOM provides.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape } as typeof CSS;
}
