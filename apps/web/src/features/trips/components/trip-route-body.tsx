import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/kit/button';
import { getAuthToken } from '../../../lib/cookies';
import { useTrip } from '../api/trips-api';
import { normaliseOrderNumber, readGuestKey } from '../model/guest-key';
import { FindTripPage } from './find-trip-page';
import { TripPage } from './trip-page';
import styles from './trips.module.css';

/**
 * `/trips/:orderNumber`: a guest's order through this tab's lookup (number + email), else the member's own
 * through the token; neither: the lookup form. An order that is not theirs: the same "not found" as a missing one.
 */
export function TripRouteBody({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('trips');
  const number = normaliseOrderNumber(orderNumber);
  const guest = readGuestKey(number);
  const enabled = Boolean(guest) || Boolean(getAuthToken());
  const trip = useTrip(number, guest, enabled);
  if (trip.data) return <TripPage trip={trip.data} guest={guest} />;
  // A guest without this tab's lookup (e.g. from the confirmation): the lookup form, with the number filled in.
  if (!enabled) return <FindTripPage initialOrderNumber={number} />;
  if (trip.isPending) {
    return (
      <main className={styles.page} aria-busy="true">
        <p>{t('list.loading')}</p>
      </main>
    );
  }
  const status = (trip.error as { status?: number } | null)?.status;
  const missing = status === 404 || status === 401 || status === 400;
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t(missing ? 'order.notFound' : 'list.loadFailed')}</h1>
      <p>{t('order.notFoundHint')}</p>
      <LinkButton href="/trips/find">{t('find.link')}</LinkButton>
    </main>
  );
}
