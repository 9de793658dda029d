import { join } from 'node:path';
import { TRIP_VOUCHER_PATH, tripAccessBodySchema } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../lib/validation';
import { buildVoucherPdf } from '../../../orders/voucher-pdf';
import { tripTexts } from '../../../orders/voucher-texts';
import { accessTrip } from '../../../orders/trips';
import type { TripDeps } from '../../../orders/trips';
import { presentTripDetail } from '../../../orders/trip-presenter';
import { loadTranslations } from '../../../seed/translations';

/** POST TRIP_VOUCHER_PATH: the order's PDF voucher for its member (bearer) or its guest (contact email). */
export async function voucherRoute(app: FastifyInstance, { deps, config }: { deps: TripDeps; config: object }) {
  // The voucher's texts in every language, read once (seed translations, namespace trips).
  const translations = await loadTranslations(join(app.config.seedDir, 'translations'));
  app.post(TRIP_VOUCHER_PATH, { config }, async (request, reply) => {
    const body = parseInput(tripAccessBodySchema, request.body ?? {}, 'body');
    const row = await accessTrip(deps, request.member, body);
    const trip = presentTripDetail(row, deps.now());
    const brand = (await app.brandConfigCache.get(row.cart.domain))?.attributes;
    const pdf = await buildVoucherPdf(
      trip,
      {
        name: brand?.brandDetails.brandName ?? 'Wayfare',
        primaryColor: brand?.theme.primaryColor ?? '#0B6E69',
        country: brand?.country ?? null,
      },
      tripTexts(translations, trip.language),
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${trip.orderNumber}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
