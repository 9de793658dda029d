import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import styles from './checkout.module.css';

/** Back and Continue of a step; Continue submits the step's form (it saves before moving on). */
export function StepActions({ onBack, saving }: { onBack?: () => void; saving: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.actions}>
      {onBack ? (
        <Button variant="secondary" size="large" onPress={onBack}>
          {t('actions.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="large" isPending={saving}>
        {t('actions.continue')}
      </Button>
    </div>
  );
}
