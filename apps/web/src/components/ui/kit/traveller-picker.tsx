import { Button as AriaButton } from 'react-aria-components';
import { useId } from 'react';
import { Sheet, SheetTrigger } from './sheet';
import { TravellerParty } from './traveller-party';
import type { TravellerCount, TravellerLimits, TravellerPartyTexts } from './traveller-party';
import { TravellerRooms } from './traveller-rooms';
import type { TravellerRoomsOptions } from './traveller-rooms';
import styles from './traveller-picker.module.css';
import { FieldIcon } from './field-icon';

const PERSON_PATH =
  'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-8a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 10c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Zm-6 6v-1c0-1.3 2.5-3 6-3s6 1.7 6 3v1H6Z';

export type { TravellerCount, TravellerLimits } from './traveller-party';
export type { TravellerRoomsOptions, TravellerRoomsTexts } from './traveller-rooms';

export interface TravellerPickerTexts extends TravellerPartyTexts {
  label: string;
  /** The field's text ("2 adults, 1 child"). */
  summary: string;
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
  /** One party (flights, one room); ignored when `rooms` is given. */
  value: TravellerCount;
  onChange: (value: TravellerCount) => void;
  limits: TravellerLimits;
  texts: TravellerPickerTexts;
  choice?: TravellerChoice;
  /** Stays: several rooms, each with its own party, instead of the one party. */
  rooms?: TravellerRoomsOptions;
  /** Children without an age are marked (after a submit). */
  showAgeErrors?: boolean;
  isInvalid?: boolean;
  errorId?: string | undefined;
  className?: string;
}

/**
 * Travellers of a search: adults and children counters (spinbuttons), an age per child (per room for a stay
 * with rooms), and an optional choice (cabin class). The field is a button with the summary; the panel is a
 * popover on desktop and a full-screen sheet with its title and Done on phones.
 */
export function TravellerPicker(props: TravellerPickerProps) {
  const { id, value, onChange, limits, texts, choice, rooms, isInvalid, className } = props;
  const labelId = `${useId()}-label`;
  const choiceId = `${id}-choice`;
  const showAgeErrors = Boolean(props.showAgeErrors);
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
          <FieldIcon path={PERSON_PATH} className={styles.icon} />
          <span className={styles.summary}>{texts.summary}</span>
        </AriaButton>
        <Sheet title={texts.label} doneLabel={texts.done} placement="bottom end">
          <div className={styles.panel}>
            {rooms ? (
              <TravellerRooms {...rooms} id={id} partyTexts={texts} showAgeErrors={showAgeErrors} />
            ) : (
              <TravellerParty
                id={id}
                value={value}
                onChange={onChange}
                limits={limits}
                texts={texts}
                showAgeErrors={showAgeErrors}
              />
            )}
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
