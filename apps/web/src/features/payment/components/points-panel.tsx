import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Slider } from '../../../components/ui/form';
import { InputNumber } from '../../../components/ui/input';
import { useMoneyFormat, usePointsFormat } from '../../../lib/money';
import { clampPoints, pointsStep } from '../model/points-split';
import type { PaymentSplit, PointsAllowance } from '../model/points-split';
import styles from './payment.module.css';

interface PointsPanelProps {
  allowance: PointsAllowance;
  /** customPointsLabel of the brand, or null for the translated "points". */
  label: string | null;
  split: PaymentSplit;
  onChange: (points: number) => void;
}

/**
 * Points slider for a signed-in member (design.md "Payment"): 0..maxUsable of GetCartConfig, the currency
 * value of the choice and what is left for the card. An exact number field and "use all" reach any value.
 */
export function PointsPanel({ allowance, label, split, onChange }: PointsPanelProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  const name = label ?? t('points.defaultLabel');
  const formatPoints = usePointsFormat();
  const formatMoney = useMoneyFormat();
  const points = (value: number) => formatPoints(value);
  const money = (cents: number) => formatMoney({ amount: cents, currency: split.currency });
  const set = (value: unknown) => onChange(clampPoints(value, allowance));
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHead}>
        <h3 id={`${id}-title`} className={styles.panelTitle}>
          {t('points.title', { label: name })}
        </h3>
        <p className={styles.muted}>{t('points.balance', { points: points(allowance.balance), label: name })}</p>
      </div>
      <p className={styles.muted}>{t('points.usable', { points: points(allowance.maxUsable), label: name })}</p>
      <div className={styles.slider}>
        <Slider
          min={0}
          max={allowance.maxUsable}
          step={pointsStep(allowance)}
          value={split.pointsUsed}
          onChange={set}
          ariaLabelForHandle={t('points.sliderLabel', { label: name })}
          ariaValueTextFormatterForHandle={(value) =>
            t('points.valueText', { points: points(value ?? 0), label: name })
          }
          tooltip={{ formatter: (value) => points(value ?? 0) }}
        />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-input`} className={styles.label}>
            {t('points.inputLabel', { label: name })}
          </label>
          <InputNumber
            id={`${id}-input`}
            min={0}
            max={allowance.maxUsable}
            precision={0}
            value={split.pointsUsed}
            onChange={(value) => set(value ?? 0)}
            style={{ width: 180 }}
          />
        </div>
        <Button onClick={() => set(allowance.maxUsable)} disabled={split.pointsUsed === allowance.maxUsable}>
          {t('points.useAll')}
        </Button>
        <Button type="link" onClick={() => set(0)} disabled={split.pointsUsed === 0}>
          {t('points.useNone')}
        </Button>
      </div>
      <p className={styles.muted} aria-live="polite" data-testid="points-outcome">
        {split.pointsUsed === 0
          ? t('points.none', { label: name })
          : split.coveredWithoutCard
            ? t('points.coversAll', { value: money(split.pointsCents) })
            : t('points.outcome', { value: money(split.pointsCents), card: money(split.cardCents) })}
      </p>
    </section>
  );
}
