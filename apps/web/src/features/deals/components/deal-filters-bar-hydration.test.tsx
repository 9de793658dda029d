import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import deals from '../../../../../api/seed/translations/en/deals.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { EMPTY_DEAL_FILTERS } from '../model/deal-filters';
import { DealFiltersBar } from './deal-filters-bar';

const i18n = createTestI18n({ deals });
const options = {
  destinations: [{ code: 'ATH', name: 'Athens' }],
  products: ['F' as const, 'DP' as const],
  months: ['2027-01'],
  maxPrices: [7_300],
};

function Bar({ onChange }: { onChange: () => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={brandConfigFixture()}>
        <DealFiltersBar
          filters={EMPTY_DEAL_FILTERS}
          options={options}
          currency="EUR"
          language="en"
          onChange={onChange}
        />
      </BrandProvider>
    </I18nextProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DealFiltersBar over server HTML', () => {
  it('applies a filter chosen before hydration (the list stayed unfiltered under the chosen trip type)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Bar onChange={() => undefined} />);
    document.body.append(container);
    container.querySelector<HTMLSelectElement>('select[name="product"]')!.value = 'DP';
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Bar onChange={onChange} />);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_DEAL_FILTERS, product: 'DP' });
  });

  it('changes nothing when no choice was made before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Bar onChange={() => undefined} />);
    document.body.append(container);
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Bar onChange={onChange} />);
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
