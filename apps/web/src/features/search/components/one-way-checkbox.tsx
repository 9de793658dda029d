import { lazy, memo, Suspense, useState } from 'react';
import { onDemand } from '../../../components/ui/kit/on-demand';

/**
 * The kit's Checkbox with what React Aria builds it from (toggle state, form validation, the visually hidden
 * input): 5.4 KB of gzip JS that only the flights' one-way choice needs in the search box (issue 16 item 5).
 */
const checkboxModule = onDemand(() => import('../../../components/ui/kit/checkbox'));
const LazyCheckbox = lazy(() => checkboxModule.load().then((module) => ({ default: module.Checkbox })));

/** For the gestures towards the product tabs: a switch to a flight product then finds the checkbox loaded. */
export const preloadOneWayCheckbox = checkboxModule.preload;

export interface OneWayCheckboxProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  label: string;
  className?: string;
}

/**
 * The one-way choice of a flight search. A server-rendered page shows the real checkbox from the first paint; the
 * browser hydrates it once its chunk is in (React keeps the server's HTML meanwhile, and replays a tick made
 * before). Rendered in the browser first (a switch to a flight product), it appears with its chunk, at once when
 * preloaded. memo: a search box re-render must not reach the boundary before it has hydrated (React would then
 * throw the server's HTML away for the empty fallback). The component kind is chosen once per mount, so the
 * checkbox never remounts (and keeps the focus) when the chunk arrives.
 */
export const OneWayCheckbox = memo(function OneWayCheckbox({ label, ...props }: OneWayCheckboxProps) {
  const [Checkbox] = useState(() => checkboxModule.current()?.Checkbox ?? LazyCheckbox);
  return (
    <Suspense fallback={null}>
      <Checkbox {...props}>{label}</Checkbox>
    </Suspense>
  );
});
