import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styles from './progress.module.css';
import { AriaLocale } from './aria-locale';

export interface ProgressBarProps {
  /** Names the bar for screen readers (and shows above it unless hidden). */
  label: string;
  hideLabel?: boolean;
  /** 0–100; leave out for a task of unknown length (an indeterminate bar: a search updating). */
  value?: number;
  className?: string;
}

/** A progress bar (role progressbar with its value; indeterminate without one). */
export function ProgressBar({ label, hideLabel, value, className }: ProgressBarProps) {
  const indeterminate = value === undefined;
  return (
    <AriaLocale>
      <AriaProgressBar
        value={value}
        isIndeterminate={indeterminate}
        className={[styles.progress, className].filter(Boolean).join(' ')}
      >
        {({ percentage }) => (
          <>
            <Label className={hideLabel ? styles.hidden : styles.label}>{label}</Label>
            <span className={styles.bar}>
              <span
                className={indeterminate ? styles.indeterminate : styles.fill}
                style={indeterminate ? undefined : { width: `${percentage ?? 0}%` }}
              />
            </span>
          </>
        )}
      </AriaProgressBar>
    </AriaLocale>
  );
}

export interface StepperStep {
  id: string;
  label: string;
  /** A link back to a finished step; the current and later ones are not links. */
  href?: string;
}

export interface StepperProps {
  /** Names the steps' navigation ("Checkout steps"). */
  label: string;
  steps: readonly StepperStep[];
  /** Index of the current step (0-based). */
  current: number;
  /** "Step 2 of 5", localized by the screen. */
  stepOf: (position: number, total: number) => string;
  /** Said after a finished step's name ("completed"), localized by the screen. */
  doneLabel: string;
  /** Steps other than the current one up to this index can be opened in place (buttons calling onSelect). */
  reachable?: number;
  onSelect?: (index: number) => void;
  className?: string;
}

/**
 * The checkout's progress: an ordered list of steps, the current one marked `aria-current="step"`, finished ones
 * with a check (and a link back when given). On phones only the current step's name and "Step n of m" show.
 */
export function Stepper({
  label,
  steps,
  current,
  stepOf,
  doneLabel,
  reachable = current,
  onSelect,
  className,
}: StepperProps) {
  return (
    <AriaLocale>
      <nav aria-label={label} className={[styles.stepper, className].filter(Boolean).join(' ')}>
        <p className={styles.compact} aria-hidden="true">
          <strong>{steps[current]?.label}</strong> · {stepOf(current + 1, steps.length)}
        </p>
        <ol className={styles.steps}>
          {steps.map((step, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'todo';
            const body = (
              <>
                <span className={styles.marker} aria-hidden="true">
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <span className={styles.stepLabel}>{step.label}</span>
                {state === 'done' && <span className={styles.hidden}>, {doneLabel}</span>}
              </>
            );
            return (
              <li
                key={step.id}
                className={[styles.step, styles[state]].join(' ')}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {state !== 'current' && index <= reachable && onSelect ? (
                  <button type="button" className={styles.stepLink} onClick={() => onSelect(index)}>
                    {body}
                  </button>
                ) : state === 'done' && step.href ? (
                  <a href={step.href} className={styles.stepLink}>
                    {body}
                  </a>
                ) : (
                  body
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </AriaLocale>
  );
}
