import { studioApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { cartDeps } from '../cart/cart-access';
import { registerEndpoint } from '../lib/route';
import { createPreviewCart } from './preview-cart';
import { studioAccess } from './studio-access';
import { publishedVersion } from './studio-documents';

/** The live preview's checkout (issue 20): a cart the preview frames open, for the editor's own domains only. */
export async function studioPreviewRoutes(app: FastifyInstance) {
  const deps = cartDeps(app);

  registerEndpoint(
    app,
    studioApi.CreatePreviewCart,
    async ({ params }) => {
      const domain = params.domain.toLowerCase();
      const published = await publishedVersion(app, domain);
      const draft = await app.brandStore.draft(domain);
      return createPreviewCart(deps, domain, draft?.document ?? published.document, published.document);
    },
    // A change (it stores a cart): session, CSRF token and the editor's domain, like every studio write.
    { preHandler: studioAccess(app, true) },
  );
}
