import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import styles from './payment.module.css';

interface ReviewSectionProps {
  title: string;
  /** Checkout step that edits this section, or none for read-only sections. */
  step?: number;
  onEditStep?: (step: number) => void;
  children: ReactNode;
}

/** One block of the review with its "Edit" link back to the step that collected it. */
export function ReviewSection({ title, step, onEditStep, children }: ReviewSectionProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <h3 id={id} className={styles.panelTitle}>
          {title}
        </h3>
        {step !== undefined && onEditStep && (
          <Button
            variant="ghost"
            className={styles.editLink}
            onPress={() => onEditStep(step)}
            aria-label={t('review.editSection', { section: title })}
          >
            {t('review.edit')}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}
