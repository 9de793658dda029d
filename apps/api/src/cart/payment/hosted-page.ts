import { createHash } from 'node:crypto';
import type { CardField } from './card-rules';

/** The page's only styles; allowed by their hash, so the CSP needs no 'unsafe-inline' (design.md security). */
const STYLES = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2329;background:#f4f5f7}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:16px;box-shadow:0 1px 4px #0002}
h1{font-size:1.375rem;margin:0 0 .25rem}
.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;height:52px;margin-top:.25rem;padding:0 .75rem;font-size:16px;border:1px solid #6b7280;border-radius:8px}
input[aria-invalid=true]{border-color:#b42318}
input:focus,button:focus,a:focus{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:1rem}.row>div{flex:1}
.error{color:#b42318;margin:.25rem 0 0}
.notice{padding:.75rem;border-radius:8px;background:#fef3f2;color:#912018}
button{width:100%;height:48px;margin-top:1.5rem;font-size:1rem;font-weight:700;color:#fff;background:#1d4ed8;border:0;border-radius:8px;cursor:pointer}
button.secondary{color:#1d4ed8;background:#fff;border:2px solid #1d4ed8}
.links{margin-top:1rem;text-align:center}
.hint{color:#4b5563;font-size:.875rem}
`;

const styleHash = createHash('sha256').update(STYLES).digest('base64');

/** No scripts at all; styles by hash; the form may only post back here (redirects stay same-origin). */
export const HOSTED_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface PaymentSummary {
  paymentId: string;
  merchant: string;
  orderNumber: string;
  amount: string;
  cancelUrl: string;
}

const summary = (payment: PaymentSummary) =>
  `<p>${escapeHtml(payment.merchant)} · order <strong>${escapeHtml(payment.orderNumber)}</strong></p>
<p class="amount">${escapeHtml(payment.amount)}</p>`;

function field(
  name: CardField,
  label: string,
  attributes: string,
  errors: Partial<Record<CardField, string>>,
  value = '',
) {
  const error = errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}" required${described}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

/** The card form. The number and code are never echoed back, even after an error. */
export function cardFormPage(
  payment: PaymentSummary,
  state: { errors?: Partial<Record<CardField, string>>; name?: string; expiry?: string; declined?: boolean } = {},
): string {
  const errors = state.errors ?? {};
  const count = Object.keys(errors).length;
  const alert = state.declined
    ? '<p class="notice" role="alert">Your card was declined. Try another card.</p>'
    : count > 0
      ? `<p class="notice" role="alert">Please correct ${count} field${count > 1 ? 's' : ''}.</p>`
      : '';
  return page(
    'Card payment',
    `<h1>Pay by card</h1>
${summary(payment)}
${alert}
<form method="post" action="/payment/hosted/${encodeURIComponent(payment.paymentId)}" novalidate>
${field('name', 'Name on card', 'type="text" autocomplete="cc-name"', errors, state.name)}
${field('number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', errors)}
<div class="row">
<div>${field('expiry', 'Expiry (MM/YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', errors, state.expiry)}</div>
<div>${field('cvc', 'Security code', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', errors)}</div>
</div>
<button type="submit">Pay ${escapeHtml(payment.amount)}</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for 3-D Secure.</p>
<p class="links"><a href="${escapeHtml(payment.cancelUrl)}">Cancel and return to the shop</a></p>`,
  );
}

/** The 3-D Secure step: the "bank" asks the card holder to approve or deny. */
export function challengePage(payment: PaymentSummary, cardLast4: string | null): string {
  const action = `/payment/hosted/${encodeURIComponent(payment.paymentId)}/challenge`;
  return page(
    '3-D Secure check',
    `<h1>Confirm it is you</h1>
<p>Your bank asks you to approve this payment${cardLast4 ? ` with the card ending in ${escapeHtml(cardLast4)}` : ''}.</p>
${summary(payment)}
<form method="post" action="${action}">
<button type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</form>`,
  );
}

/** A plain message page (unknown payment, expired checkout) with a way back. */
export function messagePage(title: string, message: string, link: { href: string; label: string } | null): string {
  const back = link ? `<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`);
}
