import { ChildAges } from './child-ages';
import type { ChildAgesTexts } from './child-ages';
import { NumberField } from './number-field';

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

export interface TravellerPartyTexts extends ChildAgesTexts {
  adults: string;
  adultsHint: string;
  children: string;
  childrenHint: string;
  decrease: (label: string) => string;
  increase: (label: string) => string;
}

/** Adds children (age still to choose) or removes the last ones. */
function withChildren(ages: readonly (number | null)[], count: number): (number | null)[] {
  if (count <= ages.length) return ages.slice(0, Math.max(0, count));
  return [...ages, ...Array.from({ length: count - ages.length }, () => null)];
}

export interface TravellerPartyProps {
  /** Prefix of the fields' ids (`${id}-adults`, `${id}-children`, `${id}-child-0`…). */
  id: string;
  value: TravellerCount;
  onChange: (value: TravellerCount) => void;
  limits: TravellerLimits;
  texts: TravellerPartyTexts;
  showAgeErrors: boolean;
}

/** One party (the travellers, or one room's guests): adults and children counters and an age per child. */
export function TravellerParty({ id, value, onChange, limits, texts, showAgeErrors }: TravellerPartyProps) {
  return (
    <>
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
        showErrors={showAgeErrors}
        onChange={(childrenAges) => onChange({ ...value, childrenAges })}
      />
    </>
  );
}
