import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import search from '../../../../../api/seed/translations/en/search.json';
import type { ComboBoxOption, ComboBoxProps } from '../../../components/ui/kit/combo-box';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import type { DestinationOption } from '../model/destination-options';
import { DestinationField } from './destination-field';
import type { PlaceValue } from './destination-field';

// The field's own rules, over the props it gives the kit ComboBox (each render's, as the kit's handlers see them).
type Option = DestinationOption & ComboBoxOption;
const renders: ComboBoxProps<Option>[] = [];
vi.mock('../../../components/ui/kit/combo-box', () => ({
  ComboBox: (props: ComboBoxProps<Option>) => {
    renders.push(props);
    return null;
  },
}));
// The service is not asked: the brand's list stands in, as while the service fails.
vi.mock('../api/search-destinations', () => ({
  useSearchDestinations: () => ({ isSuccess: false, isError: false, isFetching: false, data: undefined }),
}));

const rome: Option = { id: 'city-ROM', code: 'ROM', name: 'Rome', subtitle: 'Italy', type: 'CITY' };
const fiumicino: Option = {
  id: 'airport-FCO',
  code: 'FCO',
  name: 'Rome Fiumicino Leonardo da Vinci',
  subtitle: 'Rome, Italy',
  type: 'AIRPORT',
};

/** The field as the search box holds it: the value the last onChange gave. */
function renderField() {
  const changes: (PlaceValue | null)[] = [];
  function Field({ value }: { value: PlaceValue | null }) {
    return (
      <DestinationField
        id="to"
        label="To"
        placeholder="City or airport"
        value={value}
        onChange={(next) => {
          changes.push(next);
          view.rerender(wrap(<Field value={next} />));
        }}
        productType="F"
        fallback={[rome, fiumicino]}
      />
    );
  }
  const wrap = (field: ReactElement) => (
    <I18nextProvider i18n={createTestI18n({ search })}>
      <BrandProvider brand={brandConfigFixture()}>{field}</BrandProvider>
    </I18nextProvider>
  );
  const view = render(wrap(<Field value={null} />));
  return { changes, last: () => renders.at(-1)! };
}

describe('DestinationField', () => {
  it('keeps the airport picked after typing the city, when the closing sheet blurs with the props from before', () => {
    const { changes, last } = renderField();
    act(() => last().onInputChange('rom'));
    const beforePick = last();
    act(() => beforePick.onSelect(fiumicino));
    // The phone sheet's input blurs as it closes, through the handler of the render before the pick.
    act(() => beforePick.onBlur?.());
    expect(changes.at(-1)).toEqual({ code: 'FCO', name: 'Rome Fiumicino Leonardo da Vinci' });
    expect(last().inputValue).toBe('Rome Fiumicino Leonardo da Vinci');
  });

  it('still takes a typed name or code that matches a place exactly when the field is left without a pick', () => {
    const { changes, last } = renderField();
    act(() => last().onInputChange('rome'));
    act(() => last().onBlur?.());
    expect(changes.at(-1)).toEqual({ code: 'ROM', name: 'Rome' });
  });

  it('takes the typed text again once it changes after a pick', () => {
    const { changes, last } = renderField();
    act(() => last().onInputChange('fiu'));
    act(() => last().onSelect(fiumicino));
    act(() => last().onInputChange('rom'));
    act(() => last().onBlur?.());
    expect(changes.at(-1)).toEqual({ code: 'ROM', name: 'Rome' });
  });
});
