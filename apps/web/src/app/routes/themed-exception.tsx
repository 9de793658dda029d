import { useNavigate } from 'react-router';
import { ExceptionPage } from '../../features/errors/components/exception-page';
import { trackErrorBoundaryView } from '../track';
import { UiProviders } from '../ui-providers';
import { PageFrame } from './page-frame';

/** The exception page for the router's error boundary, which renders outside the root layout's providers. */
export function ThemedException() {
  const navigate = useNavigate();
  return (
    <UiProviders>
      <PageFrame>
        <ExceptionPage onHome={() => void navigate('/')} onViewed={trackErrorBoundaryView} />
      </PageFrame>
    </UiProviders>
  );
}
