import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { resolveBrandDomain, useBrandConfig } from '../features/brand/api/get-brand-config';
import type { RuntimeConfig } from '../lib/runtime-config';
import { BrandConfigError } from './brand-config-error';
import { BrandProviders } from './providers';
import { createAppRouter } from './router';
import { StartupError } from './startup-error';
import { useBrandSetup } from './use-brand-setup';

/**
 * The startup sequence (design.md: brand -> flags -> maintenance -> routes). spec §4: the brand configuration
 * is fetched first and nothing shows while it is missing; a failure shows the no-text error page (spec §2).
 */
export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(createAppRouter);
  const brandQuery = useBrandConfig({ domain: resolveBrandDomain(config) });
  const setup = useBrandSetup(brandQuery.data, config);

  if (brandQuery.isError) return <BrandConfigError />;
  if (setup.isError) return <StartupError message={setup.error.message} />;
  if (!brandQuery.data || !setup.data) return null;
  return (
    <BrandProviders brand={brandQuery.data} i18n={setup.data}>
      {/* The root layout suspends until antd's locale file for the brand language is in. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </BrandProviders>
  );
}
