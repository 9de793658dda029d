import { describe, expect, it } from 'vitest';
import { previewFrameName, readPreviewTarget } from './studio-preview';

describe('studio preview target', () => {
  const token = `club.localhost.1795700000.${'a'.repeat(43)}`;

  it('reads the domain and token of a preview frame', () => {
    expect(readPreviewTarget(previewFrameName(token))).toEqual({ token, domain: 'club.localhost' });
  });

  it('ignores every other window name', () => {
    expect(readPreviewTarget('')).toBeNull();
    expect(readPreviewTarget(token)).toBeNull();
    expect(readPreviewTarget('wf-preview:club.localhost.1.short')).toBeNull();
    expect(readPreviewTarget('wf-preview:<script>.1.x')).toBeNull();
  });
});
