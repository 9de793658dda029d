import type { CabinClass } from '@wayfare/contract';
import { CABIN_CLASSES } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { TravellerPicker } from '../../../components/ui/kit/traveller-picker';
import {
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  NEW_ROOM,
  partyOfRooms,
} from '../model/travellers';
import { roomLimits } from '../model/travellers';
import type { Travellers } from '../model/travellers';
import styles from './search-box.module.css';

export interface TravellersFieldProps {
  id: string;
  /** One entry per room; flights use the first only. */
  rooms: Travellers[];
  onRoomsChange: (rooms: Travellers[]) => void;
  /** Stays: one party per room, rooms can be added (issue 19 item 8). */
  withRooms: boolean;
  /** Flights: the cabin class choice (issue 19 item 8). */
  cabinClass: CabinClass | null;
  onCabinClassChange: (cabinClass: CabinClass) => void;
  error?: string | undefined;
}

const LIMITS = { minAdults: MIN_ADULTS, maxAdults: MAX_ADULTS, maxChildren: MAX_CHILDREN, maxChildAge: MAX_CHILD_AGE };
const isCabin = (value: string): value is CabinClass => (CABIN_CLASSES as readonly string[]).includes(value);

/**
 * The travellers of a search in the kit's TravellerPicker (a popover on desktop, a full-screen sheet on phones):
 * the rooms of a stay, each with its party, or the party and cabin class of a flight.
 */
export function TravellersField(props: TravellersFieldProps) {
  const { id, rooms, onRoomsChange, withRooms, cabinClass, error } = props;
  const { t } = useTranslation('search');
  const party = withRooms ? partyOfRooms(rooms) : rooms[0]!;
  const summary = [
    t('travellers.adultsCount', { count: party.adults }),
    party.childrenAges.length > 0 ? t('travellers.childrenCount', { count: party.childrenAges.length }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const extra = withRooms
    ? t('travellers.roomsCount', { count: rooms.length })
    : cabinClass
      ? t(`travellers.cabin.${cabinClass}`)
      : null;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <TravellerPicker
        id={id}
        value={rooms[0]!}
        onChange={(first) => onRoomsChange([first, ...rooms.slice(1)])}
        limits={LIMITS}
        isInvalid={Boolean(error)}
        errorId={errorId}
        showAgeErrors={Boolean(error)}
        rooms={
          withRooms
            ? {
                value: rooms,
                onChange: onRoomsChange,
                maxRooms: MAX_ROOMS,
                limitsOf: roomLimits,
                newRoom: NEW_ROOM,
                texts: {
                  room: (index) => t('travellers.room', { index }),
                  addRoom: t('travellers.addRoom'),
                  removeRoom: (index) => t('travellers.removeRoom', { index }),
                },
              }
            : undefined
        }
        choice={
          cabinClass
            ? {
                label: t('travellers.cabinLabel'),
                value: cabinClass,
                options: CABIN_CLASSES.map((cabin) => ({ id: cabin, label: t(`travellers.cabin.${cabin}`) })),
                onChange: (value) => {
                  if (isCabin(value)) props.onCabinClassChange(value);
                },
              }
            : undefined
        }
        texts={{
          label: withRooms ? t('travellers.roomsLabel') : t('travellers.label'),
          summary: extra ? `${summary} · ${extra}` : summary,
          adults: t('travellers.adults'),
          adultsHint: t('travellers.adultsHint'),
          children: t('travellers.children'),
          childrenHint: t('travellers.childrenHint'),
          decrease: (label) => t('travellers.decrease', { label }),
          increase: (label) => t('travellers.increase', { label }),
          childAge: (index) => t('travellers.childAge', { index }),
          agePlaceholder: t('travellers.agePlaceholder'),
          years: (count) => t('travellers.years', { count }),
          ageRequired: t('errors.childAgeRequired'),
          done: t('travellers.done'),
        }}
      />
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
