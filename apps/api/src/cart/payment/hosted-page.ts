import { createHash } from 'node:crypto';
import type { CardError, CardField } from './card-rules';
import type { HostedTexts } from './hosted-page-i18n';

/** The page's fixed styles; the brand's colours come in a second block. Both are allowed by hash (no inline). */
const STYLES = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2329;background:#f4f5f7}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:16px;box-shadow:0 1px 4px #0002}
header{display:flex;align-items:center;gap:.75rem;padding-bottom:1rem;margin-bottom:1rem;border-bottom:4px solid var(--brand)}
header img{height:40px;max-width:160px;object-fit:contain}
header p{margin:0;font-weight:700}
h1{font-size:1.375rem;margin:0 0 .25rem}
.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;height:52px;margin-top:.25rem;padding:0 .75rem;font-size:16px;border:1px solid #6b7280;border-radius:8px}
input[aria-invalid=true]{border-color:#b42318}
input:focus,button:focus,a:focus{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:1rem}.row>div{flex:1;min-width:0}
.error{color:#b42318;margin:.25rem 0 0}
.notice{padding:.75rem;border-radius:8px;background:#fef3f2;color:#912018}
button{width:100%;min-height:48px;margin-top:1.5rem;font-size:1rem;font-weight:700;color:var(--brand-text);background:var(--brand);border:0;border-radius:8px;cursor:pointer}
button.secondary{color:var(--brand);background:#fff;border:2px solid var(--brand)}
.links{margin-top:1rem;text-align:center}
.hint{color:#4b5563;font-size:.875rem}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
`;

/**
 * An empty icon: without one the browser asks for /favicon.ico, which the API does not serve, and the card page
 * logged a 404 in the console of every payment.
 */
const ICON = '<link rel="icon" href="data:,">';

const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** No scripts at all; styles by hash; the form may only post back here (redirects stay same-origin). */
export function hostedPageCsp(html: string): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => hash(match[1] ?? ''));
  return [
    "default-src 'none'",
    `style-src ${styles.length > 0 ? styles.join(' ') : "'none'"}`,
    // data: for the page's empty icon only (see ICON).
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The brand as the page shows it: name, logo (same-origin path only) and colours (plain hex only). */
export interface HostedBrand {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  primaryTextColor: string;
}

const HEX = /^#[0-9a-fA-F]{3,8}$/;
export function safeBrand(brand: HostedBrand): HostedBrand {
  return {
    name: brand.name,
    logoUrl: brand.logoUrl && /^\/[\w\-./]+$/.test(brand.logoUrl) ? brand.logoUrl : null,
    primaryColor: HEX.test(brand.primaryColor) ? brand.primaryColor : '#1d4ed8',
    primaryTextColor: HEX.test(brand.primaryTextColor) ? brand.primaryTextColor : '#ffffff',
  };
}

export interface PaymentSummary {
  paymentId: string;
  orderNumber: string;
  /** Formatted in the brand's locale and currency ("1 087,13 CHF" on club.localhost). */
  amount: string;
  cancelUrl: string;
  language: string;
  brand: HostedBrand;
}

function page(payment: Pick<PaymentSummary, 'language' | 'brand'>, title: string, body: string): string {
  const brand = safeBrand(payment.brand);
  const colours = `:root{--brand:${brand.primaryColor};--brand-text:${brand.primaryTextColor}}`;
  // The logo carries the brand's name (it is written in it); without one the name is written out.
  const mark = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}">`
    : `<p>${escapeHtml(brand.name)}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(payment.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${ICON}
<title>${escapeHtml(title)} · ${escapeHtml(brand.name)}</title>
<style>${STYLES}</style>
<style>${colours}</style>
</head>
<body>
<main>
<header data-testid="hosted-brand">${mark}</header>
${body}
</main>
</body>
</html>`;
}

const summary = (payment: PaymentSummary, t: HostedTexts) =>
  `<p>${escapeHtml(t('order', { orderNumber: payment.orderNumber }))}</p>
<p class="amount" data-testid="hosted-amount">${escapeHtml(payment.amount)}</p>`;

function field(name: CardField, label: string, attributes: string, error: string | undefined, value = '') {
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}" required${described}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

export interface CardFormState {
  errors?: Partial<Record<CardField, CardError>>;
  /** What was typed, shown back after a validation error (never the security code). */
  name?: string;
  number?: string;
  expiry?: string;
  declined?: boolean;
}

/**
 * The card form, in the brand's language. After a field error the name, number and expiry stay as typed; after
 * a refused card the name does (the route reads it back: card-holder-memory.ts).
 */
export function cardFormPage(payment: PaymentSummary, t: HostedTexts, state: CardFormState = {}): string {
  const errors = state.errors ?? {};
  const error = (name: CardField) => (errors[name] ? t(`errors.${errors[name]}`) : undefined);
  const alert = state.declined
    ? `<p class="notice" role="alert">${escapeHtml(t('declined'))}</p>`
    : Object.keys(errors).length > 0
      ? `<p class="notice" role="alert">${escapeHtml(t('correct'))}</p>`
      : '';
  const expiryAttributes = `type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t('fields.expiryPlaceholder'))}" maxlength="7"`;
  return page(
    payment,
    t('title'),
    `<h1>${escapeHtml(t('heading'))}</h1>
${summary(payment, t)}
${alert}
<form method="post" action="/payment/hosted/${encodeURIComponent(payment.paymentId)}" novalidate>
${field('name', t('fields.name'), 'type="text" autocomplete="cc-name"', error('name'), state.name)}
${field('number', t('fields.number'), 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', error('number'), state.number)}
<div class="row">
<div>${field('expiry', t('fields.expiry'), expiryAttributes, error('expiry'), state.expiry)}</div>
<div>${field('cvc', t('fields.cvc'), 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', error('cvc'))}</div>
</div>
<button type="submit">${escapeHtml(t('pay', { amount: payment.amount }))}</button>
</form>
<p class="hint">${escapeHtml(t('secure', { merchant: payment.brand.name }))}</p>
<p class="hint">${escapeHtml(t('testCards'))}</p>
<p class="links"><a href="${escapeHtml(payment.cancelUrl)}">${escapeHtml(t('cancel'))}</a></p>`,
  );
}

/** The 3-D Secure step: the "bank" asks the card holder to approve or deny. */
export function challengePage(payment: PaymentSummary, t: HostedTexts, cardLast4: string | null): string {
  const action = `/payment/hosted/${encodeURIComponent(payment.paymentId)}/challenge`;
  const body = cardLast4 ? t('challenge.bodyCard', { last4: cardLast4 }) : t('challenge.body');
  return page(
    payment,
    t('challenge.title'),
    `<h1>${escapeHtml(t('challenge.heading'))}</h1>
<p>${escapeHtml(body)}</p>
${summary(payment, t)}
<form method="post" action="${action}">
<button type="submit" name="decision" value="approve">${escapeHtml(t('challenge.approve'))}</button>
<button type="submit" name="decision" value="deny" class="secondary">${escapeHtml(t('challenge.deny'))}</button>
</form>`,
  );
}

/** A plain message page (unknown payment, expired checkout) with a way back. */
export function messagePage(
  payment: Pick<PaymentSummary, 'language' | 'brand'>,
  title: string,
  message: string,
  link: { href: string; label: string } | null,
): string {
  const back = link ? `<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return page(payment, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`);
}
