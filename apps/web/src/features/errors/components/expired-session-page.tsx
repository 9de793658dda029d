import { useTranslation } from 'react-i18next';
import { ClockIcon } from './error-icons';
import { ErrorPage } from './error-page';

/** spec §2 /expired-session: the session (cart) ran out; the way forward is a new search. */
export function ExpiredSessionPage({ onSearchAgain }: { onSearchAgain: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage
      icon={<ClockIcon />}
      title={t('expiredSession.title')}
      description={t('expiredSession.description')}
      actionLabel={t('expiredSession.cta')}
      onAction={onSearchAgain}
    />
  );
}
