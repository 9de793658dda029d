import { useId } from 'react';
import { LightTrigger } from './light-trigger';
import { onDemand, useOnDemandPicker } from './on-demand';
import { TravellerField, TravellerSummary, travellerButtonProps } from './traveller-field';
import type { TravellerPickerProps } from './traveller-picker-types';

export type { TravellerCount, TravellerLimits } from './traveller-party';
export type { TravellerRoomsOptions, TravellerRoomsTexts } from './traveller-rooms';
export type { TravellerChoice, TravellerPickerProps, TravellerPickerTexts } from './traveller-picker-types';

/** The full picker (React Aria's DialogTrigger, Sheet and NumberFields: one chunk), loaded on first use. */
const fullModule = onDemand(() => import('./traveller-picker-full'));

/**
 * Travellers of a search: adults and children counters (spinbuttons), an age per child (per room for a stay
 * with rooms), and an optional choice (cabin class). The field is a button with the summary; the panel is a
 * popover on desktop and a full-screen sheet with its title and Done on phones. Until its first press the field
 * is this light button, native (kit/light-trigger.tsx: React Aria on the landing's first load was 18.4 KB gzip
 * of 172.9 KB); the panel's code loads then (kit/on-demand.ts: issue 16 item 5, landing first-load JS).
 */
export function TravellerPicker(props: TravellerPickerProps) {
  const labelId = `${useId()}-label`;
  const picker = useOnDemandPicker(fullModule, props.id);
  if (picker.full) {
    return (
      <picker.full.TravellerPickerFull
        {...props}
        labelId={labelId}
        isOpen={picker.isOpen}
        onOpenChange={picker.onOpenChange}
      />
    );
  }
  return (
    <TravellerField {...props} labelId={labelId}>
      <LightTrigger
        {...travellerButtonProps(props, labelId)}
        isPending={picker.isPending}
        onPress={picker.open}
        preload={fullModule.preload}
      >
        <TravellerSummary text={props.texts.summary} />
      </LightTrigger>
    </TravellerField>
  );
}
