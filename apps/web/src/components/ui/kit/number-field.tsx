import { Button as AriaButton, Group, Input, Label, NumberField as AriaNumberField, Text } from 'react-aria-components';
import { useId } from 'react';
import styles from './number-field.module.css';
import { AriaLocale } from './aria-locale';

export interface NumberFieldProps {
  label: string;
  /** A line under the label ("18 years or older"). */
  description?: string;
  value: number;
  onChange: (value: number) => void;
  minValue: number;
  maxValue: number;
  /** The − and + buttons' names, already translated ("Fewer: Adults"). */
  decrementLabel: string;
  incrementLabel: string;
  id?: string;
  className?: string;
}

/**
 * A counter (− n +) on React Aria's NumberField: the WAI-ARIA spinbutton pattern (arrow keys, Page Up/Down, Home
 * and End on the number; typing a number), whole numbers between min and max, buttons of 44 px for thumbs.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, description, value, onChange, minValue, maxValue, id, className } = props;
  // React Aria names a stepper "its label + the field's label"; ours already say both ("More: Adults").
  const names = useId();
  return (
    <AriaLocale>
      <AriaNumberField
        className={[styles.field, className].filter(Boolean).join(' ')}
        value={value}
        // A cleared input gives NaN: keep the last number.
        onChange={(next) => onChange(Number.isFinite(next) ? next : value)}
        minValue={minValue}
        maxValue={maxValue}
        step={1}
        formatOptions={{ maximumFractionDigits: 0 }}
      >
        <div className={styles.text}>
          <Label className={styles.label}>{label}</Label>
          {description && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
        </div>
        <Group className={styles.group}>
          <span id={`${names}-less`} hidden>
            {props.decrementLabel}
          </span>
          <span id={`${names}-more`} hidden>
            {props.incrementLabel}
          </span>
          <AriaButton slot="decrement" className={styles.step} aria-labelledby={`${names}-less`}>
            <span aria-hidden="true">−</span>
          </AriaButton>
          <Input id={id} className={styles.input} />
          <AriaButton slot="increment" className={styles.step} aria-labelledby={`${names}-more`}>
            <span aria-hidden="true">+</span>
          </AriaButton>
        </Group>
      </AriaNumberField>
    </AriaLocale>
  );
}
