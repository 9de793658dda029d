import { useNavigate, useSearchParams } from 'react-router';
import { ExceptionPage } from '../../features/errors/components/exception-page';
import { PageFrame } from './page-frame';

/** spec §2 /exception: query parameter `type` (401 when external sign-in failed, spec §4). */
export function ExceptionRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <ExceptionPage type={search.get('type')} onHome={() => void navigate('/')} />
    </PageFrame>
  );
}
