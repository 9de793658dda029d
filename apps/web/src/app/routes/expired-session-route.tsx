import { useNavigate } from 'react-router';
import { ExpiredSessionPage } from '../../features/errors/components/expired-session-page';
import { PageFrame } from './page-frame';

/** spec §2 /expired-session: the way forward is a new search from the landing page. */
export function ExpiredSessionRoute() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <ExpiredSessionPage onSearchAgain={() => void navigate('/')} />
    </PageFrame>
  );
}
