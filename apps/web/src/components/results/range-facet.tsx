import { useState } from 'react';
import { RangeSlider, Slider } from '../ui/kit/slider';
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
  const commit = (next: [number, number]) => {
    setDraft(null);
    if (next[0] !== value[0] || next[1] !== value[1]) onCommit(next);
  };
  return (
    <div className={styles.section}>
      <div className={styles.slider}>
        {single ? (
          <Slider
            label={legend}
            minValue={min}
            maxValue={max}
            step={step}
            value={shown[1]}
            formatValue={format}
            thumbLabels={[handleLabels[0], handleLabels[0]]}
            onChange={(current) => setDraft([min, current])}
            onChangeEnd={(current) => commit([min, current])}
          />
        ) : (
          <RangeSlider
            label={legend}
            minValue={min}
            maxValue={max}
            step={step}
            value={shown}
            formatValue={format}
            thumbLabels={[handleLabels[0], handleLabels[1] ?? handleLabels[0]]}
            onChange={setDraft}
            onChangeEnd={commit}
          />
        )}
      </div>
    </div>
  );
}
