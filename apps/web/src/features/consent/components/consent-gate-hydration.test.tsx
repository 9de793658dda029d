import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import consentEn from '../../../../../api/seed/translations/en/consent.json';
import { BrandProvider } from '../../../lib/brand-context';
import { resetSsoStatus, settleSso } from '../../../lib/sso-status';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import type * as ConsentBannerModule from './consent-banner';
import { ConsentGate } from './consent-gate';

const renders = vi.hoisted(() => ({ banner: 0 }));

vi.mock('./consent-banner', async (importOriginal) => {
  const original = await importOriginal<typeof ConsentBannerModule>();
  return {
    ...original,
    ConsentBanner: (props: Parameters<typeof original.ConsentBanner>[0]) => {
      renders.banner += 1;
      return original.ConsentBanner(props);
    },
  };
});

const i18n = createTestI18n({ consent: consentEn });
const brand = brandConfigFixture();

function Page() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <ConsentGate />
      </BrandProvider>
    </I18nextProvider>
  );
}

afterEach(() => resetSsoStatus());

describe('ConsentGate over server HTML', () => {
  it('renders its banner once when sign-in settled before hydration (the flag concerns only the external script)', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('data-testid="consent-banner"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    settleSso();
    renders.banner = 0;
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(container.querySelector('[data-testid="consent-banner"]')).not.toBeNull();
    expect(renders.banner).toBe(1);
    container.remove();
  });
});
