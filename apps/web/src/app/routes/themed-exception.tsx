import { useNavigate } from 'react-router';
import { ExceptionPage } from '../../features/errors/components/exception-page';
import { trackErrorBoundaryView } from '../track';
import { PageFrame } from './page-frame';

/** The exception page for the router's error boundary, which renders outside the root layout. */
export function ThemedException() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <ExceptionPage onHome={() => void navigate('/')} onViewed={trackErrorBoundaryView} />
    </PageFrame>
  );
}
