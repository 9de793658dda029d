import { Button as AriaButton } from 'react-aria-components';
import { TravellerParty } from './traveller-party';
import type { TravellerCount, TravellerLimits, TravellerPartyTexts } from './traveller-party';
import styles from './traveller-picker.module.css';
import { AriaLocale } from './aria-locale';

export interface TravellerRoomsTexts {
  /** "Room 2" for index 2 (from 1). */
  room: (index: number) => string;
  addRoom: string;
  /** "Remove room 2". */
  removeRoom: (index: number) => string;
}

/** Several rooms of a stay, each with its own party (issue 19 item 8). */
export interface TravellerRoomsOptions {
  value: TravellerCount[];
  onChange: (value: TravellerCount[]) => void;
  maxRooms: number;
  /** Limits of one room given the others (a whole party has its own maximum). */
  limitsOf: (index: number, rooms: readonly TravellerCount[]) => TravellerLimits;
  /** A new room's party (one adult). */
  newRoom: TravellerCount;
  texts: TravellerRoomsTexts;
}

interface TravellerRoomsProps extends TravellerRoomsOptions {
  id: string;
  partyTexts: TravellerPartyTexts;
  showAgeErrors: boolean;
}

/**
 * Each room as a labelled group with its counters and ages, a Remove button from the second room on, and
 * "Add a room" below. Adding a room focuses its adults; removing one focuses "Add a room" (a keyboard user never
 * loses the focus to a button that went away).
 */
export function TravellerRooms(props: TravellerRoomsProps) {
  const { id, value, onChange, maxRooms, texts } = props;
  const addId = `${id}-add-room`;
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    requestAnimationFrame(() => document.getElementById(addId)?.focus());
  };
  return (
    <AriaLocale>
      <>
        {value.map((room, index) => {
          const headingId = `${id}-room-${index}-title`;
          return (
            <section key={index} className={styles.room} aria-labelledby={headingId}>
              <div className={styles.roomHeader}>
                <h3 id={headingId} className={styles.roomTitle}>
                  {texts.room(index + 1)}
                </h3>
                {index > 0 && (
                  <AriaButton className={styles.roomRemove} onPress={() => remove(index)}>
                    {texts.removeRoom(index + 1)}
                  </AriaButton>
                )}
              </div>
              <TravellerParty
                id={`${id}-room-${index}`}
                value={room}
                onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))}
                limits={props.limitsOf(index, value)}
                texts={props.partyTexts}
                showAgeErrors={props.showAgeErrors}
              />
            </section>
          );
        })}
        {value.length < maxRooms && (
          <AriaButton
            id={addId}
            className={styles.roomAdd}
            onPress={() => {
              onChange([...value, props.newRoom]);
              // The new room's first field takes the focus (the button may go: the last room allowed was added).
              requestAnimationFrame(() => document.getElementById(`${id}-room-${value.length}-adults`)?.focus());
            }}
          >
            {texts.addRoom}
          </AriaButton>
        )}
      </>
    </AriaLocale>
  );
}
