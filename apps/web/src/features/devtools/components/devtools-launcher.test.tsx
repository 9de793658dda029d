import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runtimeConfigSchema } from '@wayfare/contract';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import devtoolsEn from '../../../../../api/seed/translations/en/devtools.json';
import { BrandProvider } from '../../../lib/brand-context';
import { createQueryClient } from '../../../lib/query-client';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { DevtoolsLauncher } from './devtools-launcher';

const i18n = createTestI18n({ devtools: devtoolsEn });

function envelope(result: unknown) {
  return new Response(JSON.stringify({ result, success: true, error: null, unAuthorizedRequest: false }));
}

const tokens = ['Member - 50,000 points', 'Member - no points', 'Budget-restricted member', 'Club member'].map(
  (label, index) => ({ label, token: `token-${index}` }),
);

function renderLauncher() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brandConfigFixture()}>
          <DevtoolsLauncher />
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('DevtoolsLauncher', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setRuntimeConfig(runtimeConfigSchema.parse({}));
    fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/dev/test-tokens') return envelope({ tokens });
      if (url === '/api/dev/outbox') return envelope({ messages: [] });
      if (init.method === 'DELETE') return envelope({ domain: 'localhost', invalidated: true });
      return envelope({ invalidated: 3 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders nothing on any other host', () => {
    for (const hostname of ['tophotel.localhost', '127.0.0.1']) {
      vi.stubGlobal('location', { ...window.location, hostname });
      const { container, unmount } = renderLauncher();
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('on localhost opens a dialog that invalidates caches and lists the four test tokens', async () => {
    renderLauncher();
    await userEvent.click(await screen.findByRole('button', { name: 'Developer tools' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Invalidate localhost' }));
    expect(await within(dialog).findByText('Cache for localhost invalidated')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/content/brand-configurations/localhost',
      expect.objectContaining({ method: 'DELETE' }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Invalidate all' }));
    expect(await within(dialog).findByText('3 cached configurations invalidated')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/content/CleanAllConfigurationCaches',
      expect.objectContaining({ method: 'POST' }),
    );

    const signIns = await within(dialog).findAllByRole('button', { name: /^Sign in: / });
    expect(signIns).toHaveLength(4);
    expect(within(dialog).getByText('Club member')).toBeTruthy();
    // The panel's chunk and the dialog load on demand: a busy machine needs more than the default 5 s.
  }, 30_000);

  it('waits for the browser to be idle before it loads the panel', async () => {
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderLauncher();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Developer tools' })).toBeNull();
    expect(idle).not.toBeNull();
    act(() => idle?.());
    expect(await screen.findByRole('button', { name: 'Developer tools' }, { timeout: 10_000 })).toBeTruthy();
  }, 20_000);

  it('mounts the dialog only once the button is used', async () => {
    renderLauncher();
    await screen.findByRole('button', { name: 'Developer tools' }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-rac][role="dialog"]')).toBeNull();
  }, 20_000);
});
