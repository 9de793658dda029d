import { render, screen } from '@testing-library/react';
import type { TripDetail } from '@wayfare/contract';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import tripsEn from '../../../../../api/seed/translations/en/trips.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { TripDownloads } from './trip-downloads';

const tripWith = (status: TripDetail['status']) =>
  ({ orderNumber: 'WF-ABCD2345', status, products: [] }) as unknown as TripDetail;

function renderDownloads(status: TripDetail['status']) {
  return render(
    <I18nextProvider i18n={createTestI18n({ trips: tripsEn })}>
      <BrandProvider brand={brandConfigFixture()}>
        <TripDownloads trip={tripWith(status)} guest={null} />
      </BrandProvider>
    </I18nextProvider>,
  );
}

describe('TripDownloads', () => {
  it('offers the calendar file for a confirmed trip', () => {
    renderDownloads('CONFIRMED');
    expect(screen.getByRole('button', { name: tripsEn.voucher.calendar })).toBeTruthy();
  });

  it('puts no cancelled or unpaid trip into the calendar (the voucher and print stay)', () => {
    for (const status of ['CANCELLED', 'PAYMENT_FAILED', 'PENDING_PAYMENT'] as const) {
      const { unmount } = renderDownloads(status);
      expect(screen.queryByRole('button', { name: tripsEn.voucher.calendar })).toBeNull();
      expect(screen.getByRole('button', { name: tripsEn.voucher.download })).toBeTruthy();
      unmount();
    }
  });
});
