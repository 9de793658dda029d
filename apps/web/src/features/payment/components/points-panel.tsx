import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { Slider } from '../../../components/ui/kit/slider';
import { TextField } from '../../../components/ui/kit/text-field';
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
          label={t('points.sliderLabel', { label: name })}
          minValue={0}
          maxValue={allowance.maxUsable}
          step={pointsStep(allowance)}
          value={split.pointsUsed}
          onChange={set}
          formatValue={points}
        />
      </div>
      <div className={styles.row}>
        <TextField
          className={styles.pointsInput}
          label={t('points.inputLabel', { label: name })}
          inputMode="numeric"
          autoComplete="off"
          value={String(split.pointsUsed)}
          onChange={(value) => set(Number(value.replace(/\D/g, '')) || 0)}
        />
        <Button
          variant="secondary"
          onPress={() => set(allowance.maxUsable)}
          isDisabled={split.pointsUsed === allowance.maxUsable}
        >
          {t('points.useAll')}
        </Button>
        <Button variant="ghost" onPress={() => set(0)} isDisabled={split.pointsUsed === 0}>
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
