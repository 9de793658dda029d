import { useTranslation } from 'react-i18next';
import { CompassIcon } from './error-icons';
import { ErrorPage } from './error-page';

/** Unknown paths (spec §2 lists the routes; anything else): a branded page with a way home. */
export function NotFoundPage({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage
      icon={<CompassIcon />}
      code={t('notFound.code')}
      title={t('notFound.title')}
      description={t('notFound.description')}
      actionLabel={t('notFound.cta')}
      onAction={onHome}
    />
  );
}
