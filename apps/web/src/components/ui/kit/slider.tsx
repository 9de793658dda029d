import { Label, Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './slider.module.css';
import { AriaLocale } from './aria-locale';

interface SliderBase {
  label: ReactNode;
  minValue: number;
  maxValue: number;
  step?: number;
  /** How a value reads on screen and to screen readers (a price in the brand's currency, a duration). */
  formatValue: (value: number) => string;
  /** Names of the two thumbs of a range ("Minimum price", "Maximum price"). */
  thumbLabels?: readonly [string, string];
  isDisabled?: boolean;
  className?: string;
}

export interface RangeSliderProps extends SliderBase {
  value: readonly [number, number];
  onChange?: (value: [number, number]) => void;
  /** Called when the drag or key press ends: filters search then, not on every pixel. */
  onChangeEnd?: (value: [number, number]) => void;
}

export interface SingleSliderProps extends SliderBase {
  value: number;
  onChange?: (value: number) => void;
  onChangeEnd?: (value: number) => void;
}

function Track({ count, thumbLabels }: { count: number; thumbLabels?: readonly [string, string] }) {
  return (
    <SliderTrack className={styles.track}>
      {({ state }) => {
        const low = count === 2 ? state.getThumbPercent(0) : 0;
        const high = state.getThumbPercent(count === 2 ? 1 : 0);
        return (
          <>
            <span className={styles.rail} />
            <span className={styles.fill} style={{ left: `${low * 100}%`, width: `${(high - low) * 100}%` }} />
            {Array.from({ length: count }, (_, index) => (
              <SliderThumb key={index} index={index} aria-label={thumbLabels?.[index]} className={styles.thumb} />
            ))}
          </>
        );
      }}
    </SliderTrack>
  );
}

function Header({ label, children }: { label: ReactNode; children: (values: number[]) => string }) {
  return (
    <div className={styles.header}>
      <Label className={styles.label}>{label}</Label>
      <SliderOutput className={styles.output}>{({ state }) => children(state.values)}</SliderOutput>
    </div>
  );
}

/**
 * A range between two values (WAI-ARIA multi-thumb slider: arrows move a thumb by a step, Page Up/Down by ten,
 * Home/End to the ends; the thumbs never cross). The price and duration filters use it.
 */
export function RangeSlider(props: RangeSliderProps) {
  const { label, value, onChange, onChangeEnd, formatValue, thumbLabels, className, ...rest } = props;
  return (
    <AriaLocale>
      <AriaSlider
        {...rest}
        value={[value[0], value[1]]}
        onChange={onChange ? (next: number[]) => onChange([next[0] ?? value[0], next[1] ?? value[1]]) : undefined}
        onChangeEnd={
          onChangeEnd ? (next: number[]) => onChangeEnd([next[0] ?? value[0], next[1] ?? value[1]]) : undefined
        }
        className={[styles.slider, className].filter(Boolean).join(' ')}
      >
        <Header label={label}>{(values) => values.map(formatValue).join(' – ')}</Header>
        <Track count={2} thumbLabels={thumbLabels} />
      </AriaSlider>
    </AriaLocale>
  );
}

/** One value on a scale (the points to spend). Same keys as RangeSlider. */
export function Slider(props: SingleSliderProps) {
  const { label, value, onChange, onChangeEnd, formatValue, thumbLabels, className, ...rest } = props;
  return (
    <AriaLocale>
      <AriaSlider
        {...rest}
        value={value}
        onChange={onChange}
        onChangeEnd={onChangeEnd}
        className={[styles.slider, className].filter(Boolean).join(' ')}
      >
        <Header label={label}>{(values) => formatValue(values[0] ?? value)}</Header>
        <Track count={1} thumbLabels={thumbLabels} />
      </AriaSlider>
    </AriaLocale>
  );
}
