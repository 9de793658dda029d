import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/layout/components/site-footer';
import { SiteHeader } from '../../features/layout/components/site-header';
import type { HeaderVariant } from '../../features/layout/components/site-header';
import { useSsoSettled } from '../../lib/sso-status';
import { useHeaderAccount } from '../header-account';

/** The brand chrome around a screen: header, the screen (its own <main>), footer. */
export function PageFrame({ header = 'default', children }: { header?: HeaderVariant; children: ReactNode }) {
  // design.md security: third-party code (the brand's footer script) waits until sign-in removed `a`.
  const thirdPartiesAllowed = useSsoSettled();
  const account = useHeaderAccount();
  return (
    <>
      <SiteHeader variant={header} account={account} />
      {children}
      <SiteFooter allowThirdPartyScripts={thirdPartiesAllowed} />
    </>
  );
}
