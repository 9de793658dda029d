import { useParams } from 'react-router';
import { FindTripPage } from '../../features/trips/components/find-trip-page';
import { TripRouteBody } from '../../features/trips/components/trip-route-body';
import { TripsListPage } from '../../features/trips/components/trips-list-page';
import { PageFrame } from './page-frame';

/** `/trips`: the member's trips (issue 18). */
export function TripsRoute() {
  return (
    <PageFrame>
      <TripsListPage />
    </PageFrame>
  );
}

/** `/trips/find`: a guest finds an order with its number and contact email. */
export function FindTripRoute() {
  return (
    <PageFrame>
      <FindTripPage />
    </PageFrame>
  );
}

/** `/trips/:orderNumber`: the order page. */
export function TripRoute() {
  const { orderNumber = '' } = useParams();
  return (
    <PageFrame>
      <TripRouteBody key={orderNumber} orderNumber={orderNumber} />
    </PageFrame>
  );
}
