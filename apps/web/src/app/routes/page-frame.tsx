import type { ReactNode } from 'react';
import { MemberMenu } from '../../features/layout/components/member-menu';
import { FooterScript, SiteFooter } from '../../features/layout/components/site-footer';
import { SiteHeader } from '../../features/layout/components/site-header';
import type { HeaderVariant } from '../../features/layout/components/site-header';
import { useSsoSettled } from '../../lib/sso-status';
import { useHeaderAccount } from '../header-account';

/*
 * The sign-in step settles in the browser (lib/sso-status), and React re-renders a component whose store differs
 * from the server's synchronously right after hydration: the two parts that depend on it are leaves, so the header
 * and the footer render once (they re-rendered whole in the hydration task; design.md quality bars: TBT).
 */

function HeaderAccountCorner() {
  const account = useHeaderAccount();
  return account ? <MemberMenu account={account} /> : null;
}

function BrandFooterScript() {
  // design.md security: third-party code (the brand's footer script) waits until sign-in removed `a`.
  return <FooterScript allowed={useSsoSettled()} />;
}

/** The brand chrome around a screen: header, the screen (its own <main>), footer. */
export function PageFrame({ header = 'default', children }: { header?: HeaderVariant; children: ReactNode }) {
  return (
    <>
      <SiteHeader variant={header} account={<HeaderAccountCorner />} />
      {children}
      <SiteFooter />
      <BrandFooterScript />
    </>
  );
}
