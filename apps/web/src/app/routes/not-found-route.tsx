import { useNavigate } from 'react-router';
import { NotFoundPage } from '../../features/errors/components/not-found-page';
import { PageFrame } from './page-frame';

/** Any path spec §2 does not list. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <NotFoundPage onHome={() => void navigate('/')} />
    </PageFrame>
  );
}
