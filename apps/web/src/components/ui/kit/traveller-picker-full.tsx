import { Button as AriaButton } from 'react-aria-components';
import { Sheet } from './sheet';
import { SheetTrigger } from './sheet-trigger';
import { TravellerParty } from './traveller-party';
import { TravellerField, TravellerSummary, travellerButtonProps } from './traveller-field';
import type { TravellerPickerProps } from './traveller-picker-types';
import styles from './traveller-picker.module.css';
import { TravellerRooms } from './traveller-rooms';
import { AriaLocale } from './aria-locale';

export interface TravellerPickerFullProps extends TravellerPickerProps {
  labelId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The TravellerPicker once its panel is wanted (loaded on demand by traveller-picker.tsx): the same field button
 * under React Aria's DialogTrigger, the counters or rooms and the optional choice in a popover on desktop and a
 * full-screen sheet with its title and Done on phones.
 */
export function TravellerPickerFull(props: TravellerPickerFullProps) {
  const { id, value, onChange, limits, texts, choice, rooms, labelId } = props;
  const choiceId = `${id}-choice`;
  const showAgeErrors = Boolean(props.showAgeErrors);
  return (
    <AriaLocale>
      <TravellerField labelId={labelId} texts={texts} className={props.className}>
        <SheetTrigger isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
          <AriaButton {...travellerButtonProps(props, labelId)}>
            <TravellerSummary text={texts.summary} />
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
      </TravellerField>
    </AriaLocale>
  );
}
