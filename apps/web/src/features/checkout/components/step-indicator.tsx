import { useTranslation } from 'react-i18next';
import { CHECKOUT_STEPS } from '../../../lib/cart/cart-ref';
import styles from './checkout.module.css';

interface StepIndicatorProps {
  current: number;
  /** Steps up to this one can be opened (the first incomplete step, see step-gating). */
  reachable: number;
  onGo: (step: number) => void;
}

/** The five checkout steps; earlier reachable ones are buttons back to them, the current one is marked. */
export function StepIndicator({ current, reachable, onGo }: StepIndicatorProps) {
  const { t } = useTranslation('checkout');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((name, index) => {
          const step = index + 1;
          const label = t(`steps.${name}`);
          return (
            <li key={name} className={styles.step} aria-current={step === current ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {step}
              </span>
              {step !== current && step <= reachable ? (
                <button type="button" className={styles.stepLink} onClick={() => onGo(step)}>
                  {label}
                </button>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
