import { join } from 'node:path';
import type { Language } from '@wayfare/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CartDeps } from '../../cart/cart-access';
import type { CardField } from '../../cart/payment/card-rules';
import { cardNameCookie, forgetCardNameCookie, rememberedCardName } from '../../cart/payment/card-holder-memory';
import { cardOutcome, checkCard } from '../../cart/payment/card-rules';
import { cardFormPage, challengePage, hostedPageCsp, messagePage } from '../../cart/payment/hosted-page';
import type { HostedTexts } from '../../cart/payment/hosted-page-i18n';
import { hostedTexts } from '../../cart/payment/hosted-page-i18n';
import { loadTranslations } from '../../seed/translations';
import type { HostedPayment } from '../../cart/payment/hosted-payment-flow';
import { loadHostedPayment, returnUrl } from '../../cart/payment/hosted-payment-flow';

type Form = Partial<Record<string, string>>;

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', hostedPageCsp(body))
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

  // The page's texts in every language, read once (seed translations, namespace hosted-payment).
  const translations = await loadTranslations(join(app.config.seedDir, 'translations'));
  const textsFor = (language: string): HostedTexts =>
    hostedTexts(translations, (['it', 'es', 'en', 'fr'].includes(language) ? language : 'en') as Language);

  /** The name typed for a payment, kept in the traveller's browser for another attempt (card-holder-memory.ts). */
  const keepName = (reply: FastifyReply, request: FastifyRequest, paymentId: string, name: string) =>
    reply.header(
      'set-cookie',
      cardNameCookie(name, {
        paymentId,
        maxAgeSeconds: app.config.cartTtlMinutes * 60,
        secure: request.protocol === 'https',
      }),
    );

  const forgetName = (reply: FastifyReply, request: FastifyRequest, paymentId: string) =>
    reply.header('set-cookie', forgetCardNameCookie(paymentId, request.protocol === 'https'));

  /** An unknown payment still answers in the brand of the host it was asked on. */
  async function unknownPayment(request: FastifyRequest, reply: FastifyReply) {
    const brand = await deps.brand(request.hostname.replace(/:\d+$/, '')).catch(() => null);
    const t = textsFor(brand?.language ?? 'en');
    const look = {
      language: brand?.language ?? 'en',
      brand: {
        name: brand?.brandDetails.brandName ?? 'Wayfare',
        logoUrl: brand?.theme.logoPrimaryUrl ?? null,
        primaryColor: brand?.theme.primaryColor ?? '#1d4ed8',
        primaryTextColor: brand?.theme.primaryTextColor ?? '#ffffff',
      },
    };
    await html(reply, 404, messagePage(look, t('notFound.title'), t('notFound.message'), null));
  }

  /** The payment, or an HTML answer when there is nothing to pay (unknown, paid, expired). */
  async function payable(
    paymentId: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ hosted: HostedPayment; t: HostedTexts } | null> {
    const hosted = await loadHostedPayment(deps, paymentId);
    if (!hosted) {
      await unknownPayment(request, reply);
      return null;
    }
    const t = textsFor(hosted.summary.language);
    if (hosted.payment.status === 'SUCCEEDED') {
      await seeOther(reply, back(hosted, 'success'));
      return null;
    }
    if (hosted.expired) {
      await html(
        reply,
        410,
        messagePage(hosted.summary, t('expired.title'), t('expired.message'), {
          href: back(hosted, 'expired'),
          label: t('expired.back'),
        }),
      );
      return null;
    }
    return { hosted, t };
  }

  app.get<{ Params: { paymentId: string } }>('/payment/hosted/:paymentId', async (request, reply) => {
    const found = await payable(request.params.paymentId, request, reply);
    if (!found) return reply;
    const { hosted, t } = found;
    if (hosted.payment.status === 'REQUIRES_ACTION') {
      return seeOther(reply, `/payment/hosted/${encodeURIComponent(hosted.summary.paymentId)}/challenge`);
    }
    // After a refused card the traveller comes back here: the name they typed is still in the form.
    const name = rememberedCardName(request.headers.cookie);
    return html(reply, 200, cardFormPage(hosted.summary, t, { declined: hosted.payment.status === 'DECLINED', name }));
  });

  app.post<{ Params: { paymentId: string }; Body: Form }>('/payment/hosted/:paymentId', async (request, reply) => {
    const found = await payable(request.params.paymentId, request, reply);
    if (!found) return reply;
    const { hosted, t } = found;
    const form = (request.body ?? {}) as Partial<Record<CardField, string>>;
    const today = new Date(deps.now()).toISOString().slice(0, 10);
    const card = checkCard(form, today);
    if (!card.ok) {
      // What was typed stays in the form (issue 13 §8); the security code is never sent back.
      const keep = { name: form.name ?? '', number: form.number ?? '', expiry: form.expiry ?? '' };
      return html(reply, 400, cardFormPage(hosted.summary, t, { errors: card.errors, ...keep }));
    }
    const outcome = cardOutcome(card.number);
    if (outcome === 'CHALLENGE') {
      keepName(reply, request, hosted.payment.id, form.name ?? '');
      await deps.orders.requireAction(hosted.payment.id, card.last4);
      return seeOther(reply, `/payment/hosted/${encodeURIComponent(hosted.payment.id)}/challenge`);
    }
    const status = await deps.orders.settle(hosted.payment.id, {
      approved: outcome === 'APPROVED',
      cardLast4: card.last4,
      countsAsAttempt: true,
    });
    if (status === 'SUCCEEDED') forgetName(reply, request, hosted.payment.id);
    else keepName(reply, request, hosted.payment.id, form.name ?? '');
    return seeOther(reply, back(hosted, status === 'SUCCEEDED' ? 'success' : 'declined'));
  });

  app.get<{ Params: { paymentId: string } }>('/payment/hosted/:paymentId/challenge', async (request, reply) => {
    const found = await payable(request.params.paymentId, request, reply);
    if (!found) return reply;
    const { hosted, t } = found;
    if (hosted.payment.status !== 'REQUIRES_ACTION') {
      return seeOther(reply, `/payment/hosted/${encodeURIComponent(hosted.payment.id)}`);
    }
    return html(reply, 200, challengePage(hosted.summary, t, hosted.payment.cardLast4));
  });

  app.post<{ Params: { paymentId: string }; Body: Form }>(
    '/payment/hosted/:paymentId/challenge',
    async (request, reply) => {
      const found = await payable(request.params.paymentId, request, reply);
      if (!found) return reply;
      const { hosted } = found;
      const decision = request.body?.decision;
      if (hosted.payment.status !== 'REQUIRES_ACTION' || (decision !== 'approve' && decision !== 'deny')) {
        return seeOther(reply, `/payment/hosted/${encodeURIComponent(hosted.payment.id)}`);
      }
      const status = await deps.orders.settle(hosted.payment.id, {
        approved: decision === 'approve',
        cardLast4: null,
        countsAsAttempt: false,
      });
      if (status === 'SUCCEEDED') forgetName(reply, request, hosted.payment.id);
      return seeOther(reply, back(hosted, status === 'SUCCEEDED' ? 'success' : 'declined'));
    },
  );
}
