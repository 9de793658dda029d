import { useSearchParams } from 'react-router';
import { ExceptionScreen } from './exception-screen';

/** spec §2 /exception: query parameter `type` (401 when external sign-in failed). */
export function ExceptionRoute() {
  const [search] = useSearchParams();
  return <ExceptionScreen type={search.get('type')} />;
}
