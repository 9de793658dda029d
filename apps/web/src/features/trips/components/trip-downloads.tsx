import type { TripDetail } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { useBrand } from '../../../lib/brand-context';
import { fetchVoucher, saveBlob } from '../api/trip-voucher';
import type { GuestKey } from '../model/guest-key';
import { tripCalendar } from '../model/trip-ics';
import styles from './trips.module.css';

/** Voucher (PDF from the server), calendar file (made here, confirmed trips) and print: the order page's take-aways. */
export function TripDownloads({ trip, guest }: { trip: TripDetail; guest: GuestKey | null }) {
  const { t } = useTranslation('trips');
  const brandName = useBrand().brand.brandName;
  const [voucher, setVoucher] = useState<'idle' | 'pending' | 'failed'>('idle');

  async function downloadVoucher() {
    setVoucher('pending');
    try {
      saveBlob(await fetchVoucher(trip.orderNumber, guest), `${trip.orderNumber}.pdf`);
      setVoucher('idle');
    } catch {
      setVoucher('failed');
    }
  }

  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      <Button variant="secondary" onPress={() => void downloadVoucher()} isDisabled={voucher === 'pending'}>
        {t('voucher.download')}
      </Button>
      {/* Only a trip that will happen goes into the calendar: not a cancelled or unpaid one. */}
      {trip.status === 'CONFIRMED' ? (
        <Button
          variant="ghost"
          onPress={() =>
            saveBlob(new Blob([tripCalendar(trip, brandName)], { type: 'text/calendar' }), `${trip.orderNumber}.ics`)
          }
        >
          {t('voucher.calendar')}
        </Button>
      ) : null}
      <Button variant="ghost" onPress={() => window.print()}>
        {t('order.print')}
      </Button>
      {voucher === 'failed' ? (
        <p role="alert" className={styles.error}>
          {t('voucher.failed')}
        </p>
      ) : null}
    </div>
  );
}
