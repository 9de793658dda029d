import { useTranslation } from 'react-i18next';
import { Stepper } from '../../../components/ui/kit/progress';
import { CHECKOUT_STEPS } from '../../../lib/cart/cart-ref';
import styles from './checkout.module.css';

interface StepIndicatorProps {
  current: number;
  /** Steps up to this one can be opened (the first incomplete step, see step-gating). */
  reachable: number;
  onGo: (step: number) => void;
}

/** The five checkout steps on the kit Stepper; reachable ones are buttons back (or on) to them. */
export function StepIndicator({ current, reachable, onGo }: StepIndicatorProps) {
  const { t } = useTranslation('checkout');
  const { t: common } = useTranslation();
  return (
    <Stepper
      label={t('steps.label')}
      className={styles.progress}
      steps={CHECKOUT_STEPS.map((name) => ({ id: name, label: t(`steps.${name}`) }))}
      current={current - 1}
      reachable={reachable - 1}
      onSelect={(index) => onGo(index + 1)}
      stepOf={(step, total) => common('ui.stepOf', { step, total })}
      doneLabel={common('ui.completed')}
    />
  );
}
