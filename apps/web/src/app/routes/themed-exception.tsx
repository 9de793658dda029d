import { UiProviders } from '../ui-providers';
import { ExceptionScreen } from './exception-screen';

/** The exception page for the router's error boundary, which renders outside the root layout's providers. */
export function ThemedException() {
  return (
    <UiProviders>
      <ExceptionScreen />
    </UiProviders>
  );
}
