import { Button as AriaButton } from 'react-aria-components';
import { useId } from 'react';
import { ChildAges } from './child-ages';
import type { ChildAgesTexts } from './child-ages';
import { NumberField } from './number-field';
import { Sheet, SheetTrigger } from './sheet';
import styles from './traveller-picker.module.css';

export interface TravellerCount {
  adults: number;
  /** One entry per child; null until the age is chosen. */
  childrenAges: (number | null)[];
}

export interface TravellerLimits {
  minAdults: number;
  maxAdults: number;
  maxChildren: number;
  maxChildAge: number;
}

export interface TravellerPickerTexts extends ChildAgesTexts {
  label: string;
  /** The field's text ("2 adults, 1 child"). */
  summary: string;
  adults: string;
  adultsHint: string;
  children: string;
  childrenHint: string;
  decrease: (label: string) => string;
  increase: (label: string) => string;
  done: string;
}

/** An optional choice shown under the counters (the cabin class of a flight). */
export interface TravellerChoice {
  label: string;
  value: string;
  options: readonly { id: string; label: string }[];
  onChange: (value: string) => void;
}

export interface TravellerPickerProps {
  /** The field button's id: a form focuses it to point at an error. */
  id: string;
  value: TravellerCount;
  onChange: (value: TravellerCount) => void;
  limits: TravellerLimits;
  texts: TravellerPickerTexts;
  choice?: TravellerChoice;
  /** Children without an age are marked (after a submit). */
  showAgeErrors?: boolean;
  isInvalid?: boolean;
  errorId?: string | undefined;
  className?: string;
}

/** Adds children (age still to choose) or removes the last ones. */
function withChildren(ages: readonly (number | null)[], count: number): (number | null)[] {
  if (count <= ages.length) return ages.slice(0, Math.max(0, count));
  return [...ages, ...Array.from({ length: count - ages.length }, () => null)];
}

/**
 * Travellers of a search: adults and children counters (spinbuttons), an age per child, and an optional choice
 * (cabin class). The field is a button with the summary; the panel is a popover on desktop and a full-screen sheet
 * with its title and Done on phones.
 */
export function TravellerPicker(props: TravellerPickerProps) {
  const { id, value, onChange, limits, texts, choice, isInvalid, className } = props;
  const labelId = `${useId()}-label`;
  const choiceId = `${id}-choice`;
  return (
    <div className={[styles.picker, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {texts.label}
      </span>
      <SheetTrigger>
        <AriaButton
          id={id}
          className={isInvalid ? `${styles.trigger} ${styles.invalid}` : styles.trigger}
          aria-labelledby={`${labelId} ${id}`}
          aria-describedby={props.errorId}
          aria-invalid={isInvalid || undefined}
        >
          <PersonIcon />
          <span className={styles.summary}>{texts.summary}</span>
        </AriaButton>
        <Sheet title={texts.label} doneLabel={texts.done} placement="bottom end">
          <div className={styles.panel}>
            <NumberField
              id={`${id}-adults`}
              label={texts.adults}
              description={texts.adultsHint}
              value={value.adults}
              minValue={limits.minAdults}
              maxValue={limits.maxAdults}
              decrementLabel={texts.decrease(texts.adults)}
              incrementLabel={texts.increase(texts.adults)}
              onChange={(adults) => onChange({ ...value, adults })}
            />
            <NumberField
              id={`${id}-children`}
              label={texts.children}
              description={texts.childrenHint}
              value={value.childrenAges.length}
              minValue={0}
              maxValue={limits.maxChildren}
              decrementLabel={texts.decrease(texts.children)}
              incrementLabel={texts.increase(texts.children)}
              onChange={(count) => onChange({ ...value, childrenAges: withChildren(value.childrenAges, count) })}
            />
            <ChildAges
              idPrefix={`${id}-child`}
              ages={value.childrenAges}
              maxAge={limits.maxChildAge}
              texts={texts}
              showErrors={Boolean(props.showAgeErrors)}
              onChange={(childrenAges) => onChange({ ...value, childrenAges })}
            />
            {choice && (
              <div className={styles.choice}>
                <label htmlFor={choiceId} className={styles.choiceLabel}>
                  {choice.label}
                </label>
                <select
                  id={choiceId}
                  className={styles.select}
                  value={choice.value}
                  onChange={(event) => choice.onChange(event.target.value)}
                >
                  {choice.options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        </Sheet>
      </SheetTrigger>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-8a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 10c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Zm-6 6v-1c0-1.3 2.5-3 6-3s6 1.7 6 3v1H6Z"
      />
    </svg>
  );
}
