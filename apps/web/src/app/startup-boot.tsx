import '../lib/zod-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { loadRuntimeConfig, setRuntimeConfig } from '../lib/runtime-config';
import { App } from './app';
import { AppProviders } from './providers';
import { StartupError } from './startup-error';

/** The app itself: runtime config -> providers -> brand -> router. A bad runtime config is a readable message. */
export async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    // A transition: React renders in slices and yields to the browser between them (design.md quality bars: TBT).
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders queryClient={createQueryClient()}>
            <App config={config} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  } catch (error: unknown) {
    console.error('[startup]', error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
}
