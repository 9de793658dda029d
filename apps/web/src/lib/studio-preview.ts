/**
 * The brand studio's live preview (issue 20). The studio shows the real app in frames named
 * `wf-preview:<token>`; `window.name` survives navigation inside the frame, so every page the editor opens there
 * loads the brand's draft (GetConfig with `preview`). The studio posts PREVIEW_REFRESH_MESSAGE after each save.
 * The message carries no data: a forged one can do no more than reload the draft.
 */
export const PREVIEW_REFRESH_MESSAGE = 'wayfare:studio-preview-refresh';

const FRAME_PREFIX = 'wf-preview:';

export const previewFrameName = (token: string) => `${FRAME_PREFIX}${token}`;

export interface PreviewTarget {
  token: string;
  domain: string;
}

/** The preview a frame name asks for (`<domain>.<expiry>.<mac>`, checked by the API), or null. */
export function readPreviewTarget(windowName: string): PreviewTarget | null {
  if (!windowName.startsWith(FRAME_PREFIX)) return null;
  const token = windowName.slice(FRAME_PREFIX.length);
  const match = /^([a-z0-9.-]+)\.\d{1,12}\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? { token, domain: match[1]! } : null;
}

let current: PreviewTarget | null | undefined;

/** The studio preview this window shows, read once from the frame's name; null outside a preview (and on the server). */
export function currentStudioPreview(): PreviewTarget | null {
  current ??= typeof window === 'undefined' ? null : readPreviewTarget(window.name);
  return current;
}
