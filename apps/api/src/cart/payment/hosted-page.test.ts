import { describe, expect, it } from 'vitest';
import { cardFormPage, hostedPageCsp, messagePage } from './hosted-page';
import type { PaymentSummary } from './hosted-page';

const payment: PaymentSummary = {
  paymentId: 'pay-1',
  orderNumber: 'WF-TEST0001',
  amount: '€95.96',
  cancelUrl: '/checkout?checkoutStep=5',
  language: 'en',
  brand: { name: 'Wayfare', logoUrl: null, primaryColor: '#0b6e69', primaryTextColor: '#ffffff' },
};
const t = (key: string) => key;

describe('hosted card page head', () => {
  it('declares its own icon, allowed by its CSP, so the browser asks for no /favicon.ico (a 404 on every payment)', () => {
    for (const html of [cardFormPage(payment, t), messagePage(payment, 'Gone', 'This payment is over.', null)]) {
      const icon = html.match(/<link rel="icon" href="([^"]+)">/);
      expect(icon?.[1]).toBe('data:,');
      expect(html.indexOf('<link rel="icon"')).toBeLessThan(html.indexOf('</head>'));
      const images = hostedPageCsp(html)
        .split('; ')
        .find((directive) => directive.startsWith('img-src '));
      expect(images?.split(' ')).toContain('data:');
    }
  });

  it('keeps the rest of its CSP strict: no script, styles by hash only', () => {
    const csp = hostedPageCsp(cardFormPage(payment, t));
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/style-src 'sha256-[^']+' 'sha256-[^']+'/);
  });
});
