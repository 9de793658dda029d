import { useState } from 'react';
import { Slider } from '../ui/form';
import styles from './filters.module.css';

interface RangeFacetProps {
  legend: string;
  min: number;
  max: number;
  step?: number;
  /** Current [from, to]; a single-handle facet passes [min, to]. */
  value: [number, number];
  /** One handle (a maximum from the lowest value) or two (a range). */
  single?: boolean;
  format: (value: number) => string;
  /** Accessible names of the handles, e.g. ["Earliest departure", "Latest departure"]. */
  handleLabels: [string, string] | [string];
  onCommit: (value: [number, number]) => void;
}

/**
 * A slider facet: moves freely while dragged (or while arrow keys are held) and commits once, on release, so
 * one drag is one request and one URL change.
 */
export function RangeFacet(props: RangeFacetProps) {
  const { legend, min, max, step = 1, value, single, format, handleLabels, onCommit } = props;
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const shown = draft ?? value;
  const summary = single ? format(shown[1]) : `${format(shown[0])} – ${format(shown[1])}`;
  const commit = (next: [number, number]) => {
    setDraft(null);
    if (next[0] !== value[0] || next[1] !== value[1]) onCommit(next);
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.rangeValue} aria-hidden="true">
        {summary}
      </p>
      <div className={styles.slider}>
        {single ? (
          <Slider
            min={min}
            max={max}
            step={step}
            value={shown[1]}
            ariaLabelForHandle={handleLabels[0]}
            ariaValueTextFormatterForHandle={format}
            tooltip={{ formatter: (current) => (current === undefined ? '' : format(current)) }}
            onChange={(current) => setDraft([min, current])}
            onChangeComplete={(current) => commit([min, current])}
          />
        ) : (
          <Slider
            range
            min={min}
            max={max}
            step={step}
            value={shown}
            ariaLabelForHandle={handleLabels}
            ariaValueTextFormatterForHandle={format}
            tooltip={{ formatter: (current) => (current === undefined ? '' : format(current)) }}
            onChange={(current) => setDraft([current[0] ?? min, current[1] ?? max])}
            onChangeComplete={(current) => commit([current[0] ?? min, current[1] ?? max])}
          />
        )}
      </div>
    </fieldset>
  );
}
