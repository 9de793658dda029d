import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/layout/components/site-footer';
import { SiteHeader } from '../../features/layout/components/site-header';
import type { HeaderVariant } from '../../features/layout/components/site-header';
import { useThirdPartyGate } from '../startup-context';

/** The brand chrome around a screen: header, the screen (its own <main>), footer. */
export function PageFrame({ header = 'default', children }: { header?: HeaderVariant; children: ReactNode }) {
  const { allowed } = useThirdPartyGate();
  return (
    <>
      <SiteHeader variant={header} />
      {children}
      <SiteFooter allowThirdPartyScripts={allowed} />
    </>
  );
}
