import type { Money, TripDetail } from '@wayfare/contract';
import { brandLocale, formatMoney, formatPoints } from '@wayfare/contract';
import type { EmailKind } from './email-queue';
import { tripItemsOf } from '../orders/trip-items';
import type { TripTexts } from '../orders/voucher-texts';

export interface EmailBrand {
  name: string;
  primaryColor: string;
  country: string | null;
  /** The brand site's origin, for the link to the order page. */
  origin: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The voucher PDF, attached when the message really leaves (SMTP); the outbox keeps the bodies only. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The trip's lines (legs and stays in travel order), the same facts the voucher prints. */
function tripLines(trip: TripDetail, t: TripTexts, day: (value: string) => string): string[] {
  return tripItemsOf(trip.products).map((item) => {
    if (item.kind === 'flight') {
      const { journey } = item;
      const flights = journey.segments.map((segment) => segment.flightNumber).join(', ');
      return `${t(`trip.${item.direction}`)}: ${journey.departure.city} - ${journey.arrival.city}, ${day(journey.departure.time)} (${flights})`;
    }
    const { stay } = item;
    return `${stay.accommodation.name}, ${stay.accommodation.address.city}: ${day(stay.checkIn)} - ${day(stay.checkOut)}, ${stay.room.name}`;
  });
}

/**
 * The confirmation or cancellation email of an order (issue 18 item 4), in the order's language and the brand's
 * locale and currency: the order number, the trip, the total (or the refund), and a link to the order page.
 * Plain text and a simple HTML version with the brand's colour; every value from the order is escaped.
 */
export function renderTripEmail(
  trip: TripDetail,
  kind: EmailKind,
  brand: EmailBrand,
  t: TripTexts,
): EmailMessage | null {
  const to = trip.contact?.email;
  if (!to) return null;
  const locale = brandLocale(trip.language, brand.country);
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value.slice(0, 10)}T12:00:00Z`),
    );
  const money = (value: Money) => formatMoney(value, locale);
  const values = { brand: brand.name, orderNumber: trip.orderNumber, name: trip.contact?.firstName ?? '' };
  const link = `${brand.origin}/trips/${encodeURIComponent(trip.orderNumber)}`;
  const refund = kind === 'CANCELLATION' ? trip.cancellation.cancelled?.refund : undefined;
  const facts = [
    `${t('order.number')}: ${trip.orderNumber}`,
    `${day(trip.startDate)} - ${day(trip.endDate)}`,
    ...tripLines(trip, t, day),
    `${t('travellers.title')}: ${trip.travellers.map((person) => `${person.firstName} ${person.lastName}`).join(', ')}`,
    refund ? t('email.refund', { amount: money(refund.total) }) : `${t('payment.total')}: ${money(trip.totals.total)}`,
    ...(refund && refund.points > 0 ? [t('email.refundPoints', { points: formatPoints(refund.points, locale) })] : []),
  ];
  const subject = t(`email.${kind}.subject`, values);
  const intro = t(`email.${kind}.intro`, values);
  const footer = t('email.footer', values);
  const text = [intro, '', ...facts, '', `${t('email.open')}: ${link}`, '', footer].join('\n');
  const color = /^#[0-9a-f]{3,8}$/i.test(brand.primaryColor) ? brand.primaryColor : '#0B6E69';
  const html = `<!doctype html>
<html lang="${escapeHtml(trip.language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:${color};color:#fff;padding:20px 24px;font-size:22px;font-weight:bold">${escapeHtml(brand.name)}</div>
<div style="padding:24px">
<p style="font-size:16px">${escapeHtml(intro)}</p>
<ul style="padding-left:20px;line-height:1.6">${facts.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${color};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t('email.open'))}</a></p>
<p style="color:#57606a;font-size:12px">${escapeHtml(footer)}</p>
</div></div></body></html>`;
  return { to, subject, text, html };
}
