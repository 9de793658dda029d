import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ExpiredSessionPage } from '../../features/errors/components/expired-session-page';
import { cleanCheckout } from '../../lib/cart/cart-session';
import { PageFrame } from './page-frame';

/**
 * spec §2 /expired-session: the way forward is a new search from the landing page. Arriving here cleans the
 * checkout (spec §4: cart, config, detail, order, ancillaries and the expired flag), so a new cart starts afresh.
 */
export function ExpiredSessionRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    cleanCheckout(queryClient);
  }, [queryClient]);
  return (
    <PageFrame>
      <ExpiredSessionPage onSearchAgain={() => void navigate('/')} />
    </PageFrame>
  );
}
