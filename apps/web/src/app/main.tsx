import '../lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { loadRuntimeConfig, setRuntimeConfig } from '../lib/runtime-config';
import { App } from './app';
import './base.css';
import { AppProviders } from './providers';
import { StartupError } from './startup-error';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Entry: runtime config -> providers -> brand -> router. A bad runtime config is a readable message, never blank.
loadRuntimeConfig()
  .then((config) => {
    setRuntimeConfig(config);
    root.render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <App config={config} />
        </AppProviders>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('[startup]', error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  });
