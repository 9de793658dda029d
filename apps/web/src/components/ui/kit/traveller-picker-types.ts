import type { TravellerCount, TravellerLimits, TravellerPartyTexts } from './traveller-party';
import type { TravellerRoomsOptions } from './traveller-rooms';

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
