import { useState } from 'react';
import { Slider } from '../../../components/ui/form';
import styles from './stay-filters.module.css';

interface PriceFacetProps {
  legend: string;
  min: number;
  max: number;
  value: [number, number];
  format: (value: number) => string;
  handleLabels: [string, string];
  onCommit: (value: [number, number]) => void;
}

/** A two-handle price slider that commits once on release (one drag is one request and one URL change). */
export function PriceFacet({ legend, min, max, value, format, handleLabels, onCommit }: PriceFacetProps) {
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const shown = draft ?? value;
  const commit = (next: [number, number]) => {
    setDraft(null);
    if (next[0] !== value[0] || next[1] !== value[1]) onCommit(next);
  };
  const step = max - min > 500 ? 10 : 1;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.rangeValue} aria-hidden="true">
        {format(shown[0])} – {format(shown[1])}
      </p>
      <div className={styles.slider}>
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
      </div>
    </fieldset>
  );
}
