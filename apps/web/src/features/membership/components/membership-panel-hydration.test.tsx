import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import membership from '../../../../../api/seed/translations/en/membership.json';
import { createTestI18n } from '../../../test/test-i18n';
import { MembershipPanel } from './membership-panel';

const i18n = createTestI18n({ membership });

function Panel() {
  return (
    <I18nextProvider i18n={i18n}>
      <MembershipPanel
        status={{ kind: 'signed-out', reason: 'no-token' }}
        language="en"
        brandName="Wayfare"
        memberSignInUrl="https://portal.example/sign-in"
        returnPath="/memSearch?product=F"
        onRetry={() => undefined}
      />
    </I18nextProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('MembershipPanel over server HTML', () => {
  it("hydrates a visitor's notice as the server wrote it (React error #418 at every /memSearch load)", async () => {
    // The server has no `location`: what it renders must not depend on it.
    vi.stubGlobal('location', undefined);
    const html = renderToString(<Panel />);
    vi.unstubAllGlobals();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Panel />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    // Once in the browser, the partner gets the absolute address to send the member back to.
    const href = new URL(container.querySelector('a')!.getAttribute('href')!);
    expect(href.searchParams.get('returnUrl')).toBe(`${window.location.origin}/memSearch?product=F`);
  });
});
