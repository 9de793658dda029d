import { useTranslation } from 'react-i18next';
import { exceptionVariant } from '../model/exception-variant';
import { AlertIcon, LockIcon } from './error-icons';
import { ErrorPage } from './error-page';
import { useViewed } from './use-viewed';

export interface ExceptionPageProps {
  /** The /exception `type` query value (401: external sign-in failed). */
  type?: string | null;
  onHome: () => void;
  /** Reported once when shown (the error boundary tracks `viewed.app-error-[error-boundary]`, spec §8). */
  onViewed?: () => void;
}

/** spec §2 / §8: the generic exception page (exception.generic.title/subtitle/cta), or its sign-in variant. */
export function ExceptionPage({ type, onHome, onViewed }: ExceptionPageProps) {
  const { t } = useTranslation();
  useViewed(onViewed);
  const variant = exceptionVariant(type);
  return (
    <ErrorPage
      icon={variant === 'unauthorized' ? <LockIcon /> : <AlertIcon />}
      title={t(`exception.${variant}.title`)}
      description={t(`exception.${variant}.subtitle`)}
      actionLabel={t(`exception.${variant}.cta`)}
      onAction={onHome}
    />
  );
}
