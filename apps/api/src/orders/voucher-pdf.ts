import type { Money, TripDetail } from '@wayfare/contract';
import { brandLocale, formatMoney } from '@wayfare/contract';
import PDFDocument from 'pdfkit';
import { tripItemsOf } from './trip-items';
import type { VoucherItem } from './trip-items';
import type { TripTexts } from './voucher-texts';

export interface VoucherBrand {
  name: string;
  primaryColor: string;
  country: string | null;
}

const MUTED = '#57606a';

/** The fare's name with its bags and change and refund terms (issue 19: the chosen fare family's conditions). */
function fareLine(item: Extract<VoucherItem, { kind: 'flight' }>, t: TripTexts, money: (value: Money) => string) {
  const { baggage, fareRules } = item.fare;
  const change = !fareRules.changeable
    ? t('voucher.noChanges')
    : fareRules.changeFee
      ? t('voucher.changeFee', { fee: money(fareRules.changeFee) })
      : t('voucher.freeChanges');
  return [
    item.fareName,
    t('voucher.bags', { cabin: baggage.cabinBags, checked: baggage.checkedBags }),
    change,
    fareRules.refundable ? t('voucher.refundable') : t('voucher.nonRefundable'),
  ].join(' · ');
}

/**
 * The order's voucher (issue 18): brand name and colour, order number, travellers, every leg and stay with its
 * references, the hotel's address and check-in times, each product's cancellation terms and the rate notes.
 * pdfkit's built-in Helvetica (no font files, no downloads).
 */
export function buildVoucherPdf(trip: TripDetail, brand: VoucherBrand, t: TripTexts): Promise<Buffer> {
  const locale = brandLocale(trip.language, brand.country);
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value.slice(0, 10)}T12:00:00Z`),
    );
  const money = (value: Money) => formatMoney(value, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${brand.name} ${trip.orderNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.rect(0, 0, doc.page.width, 72).fill(brand.primaryColor);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(brand.name, 48, 24);
  doc.moveDown(2).fillColor('#1f2328');
  doc.fontSize(18).text(t('order.title'), 48, 96);
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(`${t('order.number')}: ${trip.orderNumber} · ${t(`status.${trip.status}`)}`);
  doc
    .fillColor(MUTED)
    .text(`${day(trip.startDate)} - ${day(trip.endDate)}`)
    .fillColor('#1f2328');

  const heading = (text: string) =>
    doc
      .moveDown(1)
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(brand.primaryColor)
      .text(text)
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#1f2328');
  heading(t('travellers.title'));
  for (const traveller of trip.travellers)
    doc.text(`${traveller.firstName} ${traveller.lastName} (${t(`travellers.type.${traveller.type}`)})`);

  heading(t('trip.title'));
  for (const item of tripItemsOf(trip.products)) {
    if (item.kind === 'flight') {
      const { journey } = item;
      doc
        .font('Helvetica-Bold')
        .text(
          `${t(`trip.${item.direction}`)}: ${journey.departure.city} - ${journey.arrival.city}, ${day(journey.departure.time)}`,
        )
        .font('Helvetica');
      for (const segment of journey.segments) {
        doc.text(
          `${segment.flightNumber} ${segment.carrier.name}: ${segment.departure.airport} ${segment.departure.time.slice(11, 16)} - ${segment.arrival.airport} ${segment.arrival.time.slice(11, 16)}`,
        );
      }
      doc
        .fillColor(MUTED)
        .text(fareLine(item, t, money))
        .fillColor('#1f2328');
    } else {
      const { stay } = item;
      const address = [
        stay.accommodation.address.street,
        stay.accommodation.address.postalCode,
        stay.accommodation.address.city,
      ]
        .filter(Boolean)
        .join(', ');
      doc.font('Helvetica-Bold').text(stay.accommodation.name).font('Helvetica');
      doc.text(address);
      doc.text(`${t('trip.checkIn')}: ${t('trip.dayFrom', { day: day(stay.checkIn), time: stay.checkInTime })}`);
      doc.text(`${t('trip.checkOut')}: ${t('trip.dayUntil', { day: day(stay.checkOut), time: stay.checkOutTime })}`);
      doc.text(`${t('trip.room')}: ${stay.room.name} · ${t(`trip.board.${stay.rate.mealPlan}`)}`);
      doc
        .fillColor(MUTED)
        .text(`${t('voucher.reference')}: ${trip.orderNumber}/${stay.room.roomId}`)
        .fillColor('#1f2328');
      if (stay.rate.notes.length > 0) {
        doc.font('Helvetica-Oblique').text(t('trip.notes')).font('Helvetica');
        for (const note of stay.rate.notes) doc.text(`- ${note}`);
      }
    }
    doc.moveDown(0.5);
  }

  heading(t('cancel.title'));
  for (const product of trip.cancellation.products) {
    const term =
      product.kind === 'FREE' && product.freeUntil
        ? t('cancel.kind.FREE_until', { date: day(product.freeUntil) })
        : t(`cancel.kind.${product.kind}`, { penalty: money(product.penalty) });
    doc.text(`${product.title}: ${term}`);
  }
  heading(t('payment.title'));
  doc.text(`${t('payment.total')}: ${money(trip.totals.total)}`);
  doc.end();
  return done;
}
