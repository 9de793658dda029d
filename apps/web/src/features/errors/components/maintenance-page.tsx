import { useTranslation } from 'react-i18next';
import { ToolsIcon } from './error-icons';
import { ErrorPage } from './error-page';
import { useViewed } from './use-viewed';

export interface MaintenancePageProps {
  /** The button back to / (spec §2); a full page load, so the flags are asked again. */
  onHome: () => void;
  /** Reported once when shown (`viewed.app-error-[maintenance-mode]`, spec §8). */
  onViewed?: () => void;
}

/** spec §2: while maintenance is on, every route shows this page (maintenance.title/description/cta). */
export function MaintenancePage({ onHome, onViewed }: MaintenancePageProps) {
  const { t } = useTranslation();
  useViewed(onViewed);
  return (
    <ErrorPage
      icon={<ToolsIcon />}
      title={t('maintenance.title')}
      description={t('maintenance.description')}
      actionLabel={t('maintenance.cta')}
      onAction={onHome}
    />
  );
}
