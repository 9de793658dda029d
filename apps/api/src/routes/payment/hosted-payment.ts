import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CartDeps } from '../../cart/cart-access';
import type { CardField } from '../../cart/payment/card-rules';
import { cardOutcome, checkCard } from '../../cart/payment/card-rules';
import { cardFormPage, challengePage, HOSTED_PAGE_CSP, messagePage } from '../../cart/payment/hosted-page';
import type { HostedPayment } from '../../cart/payment/hosted-payment-flow';
import { loadHostedPayment, returnUrl } from '../../cart/payment/hosted-payment-flow';

type Form = Partial<Record<string, string>>;

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', HOSTED_PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(body);
}

const seeOther = (reply: FastifyReply, location: string) =>
  reply.code(303).header('cache-control', 'no-store').redirect(location, 303);

const back = (hosted: HostedPayment, outcome: 'success' | 'declined' | 'expired') =>
  returnUrl(hosted.order.returnPath, outcome, hosted.order.orderNumber);

/**
 * The simulated card provider's hosted page (design.md "Payment"): a plain HTML form with no script,
 * posting to the API, so the web app's JavaScript never sees a card number. 4242… succeeds, …0002 is
 * declined, …3220 asks for a 3-D Secure approve/deny step; the visitor returns to the web app's
 * returnPath with `payment=success|declined|cancelled|expired` and the order number.
 */
export async function hostedPaymentRoutes(app: FastifyInstance, { deps }: { deps: CartDeps }) {
  // Plain HTML forms post urlencoded bodies; this parser only exists inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The payment, or an HTML answer when there is nothing to pay (unknown, paid, expired). */
  async function payable(paymentId: string, reply: FastifyReply): Promise<HostedPayment | null> {
    const hosted = await loadHostedPayment(deps, paymentId);
    if (!hosted) {
      await html(reply, 404, messagePage('Payment not found', 'This payment link is not valid.', null));
      return null;
    }
    if (hosted.payment.status === 'SUCCEEDED') {
      await seeOther(reply, back(hosted, 'success'));
      return null;
    }
    if (hosted.expired) {
      await html(
        reply,
        410,
        messagePage('Checkout expired', 'This checkout has expired and can no longer be paid.', {
          href: back(hosted, 'expired'),
          label: 'Return to the shop',
        }),
      );
      return null;
    }
    return hosted;
  }

  app.get<{ Params: { paymentId: string } }>('/payment/hosted/:paymentId', async (request, reply) => {
    const hosted = await payable(request.params.paymentId, reply);
    if (!hosted) return reply;
    if (hosted.payment.status === 'REQUIRES_ACTION') {
      return seeOther(reply, `/payment/hosted/${encodeURIComponent(hosted.summary.paymentId)}/challenge`);
    }
    return html(reply, 200, cardFormPage(hosted.summary, { declined: hosted.payment.status === 'DECLINED' }));
  });

  app.post<{ Params: { paymentId: string }; Body: Form }>('/payment/hosted/:paymentId', async (request, reply) => {
    const hosted = await payable(request.params.paymentId, reply);
    if (!hosted) return reply;
    const form = (request.body ?? {}) as Partial<Record<CardField, string>>;
    const today = new Date(deps.now()).toISOString().slice(0, 10);
    const card = checkCard(form, today);
    if (!card.ok) {
      const keep = { name: form.name ?? '', expiry: form.expiry ?? '' };
      return html(reply, 400, cardFormPage(hosted.summary, { errors: card.errors, ...keep }));
    }
    const outcome = cardOutcome(card.number);
    if (outcome === 'CHALLENGE') {
      await deps.orders.requireAction(hosted.payment.id, card.last4);
      return seeOther(reply, `/payment/hosted/${encodeURIComponent(hosted.payment.id)}/challenge`);
    }
    const status = await deps.orders.settle(hosted.payment.id, {
      approved: outcome === 'APPROVED',
      cardLast4: card.last4,
      countsAsAttempt: true,
    });
    return seeOther(reply, back(hosted, status === 'SUCCEEDED' ? 'success' : 'declined'));
  });

  app.get<{ Params: { paymentId: string } }>('/payment/hosted/:paymentId/challenge', async (request, reply) => {
    const hosted = await payable(request.params.paymentId, reply);
    if (!hosted) return reply;
    if (hosted.payment.status !== 'REQUIRES_ACTION') {
      return seeOther(reply, `/payment/hosted/${encodeURIComponent(hosted.payment.id)}`);
    }
    return html(reply, 200, challengePage(hosted.summary, hosted.payment.cardLast4));
  });

  app.post<{ Params: { paymentId: string }; Body: Form }>(
    '/payment/hosted/:paymentId/challenge',
    async (request, reply) => {
      const hosted = await payable(request.params.paymentId, reply);
      if (!hosted) return reply;
      const decision = request.body?.decision;
      if (hosted.payment.status !== 'REQUIRES_ACTION' || (decision !== 'approve' && decision !== 'deny')) {
        return seeOther(reply, `/payment/hosted/${encodeURIComponent(hosted.payment.id)}`);
      }
      const status = await deps.orders.settle(hosted.payment.id, {
        approved: decision === 'approve',
        cardLast4: null,
        countsAsAttempt: false,
      });
      return seeOther(reply, back(hosted, status === 'SUCCEEDED' ? 'success' : 'declined'));
    },
  );
}
