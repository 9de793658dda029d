import { dealsApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/route';
import { presentDeal } from '../../../presenters/deal-presenter';
import { quoteDeal } from '../../../shopping/hdp/deal-pricing';

/** H and HGH are one product for deals (spec §4: the top-hotel brand's H is treated as HGH). */
const family = (productType: string) => (productType === 'HGH' ? 'H' : productType);
const sameProduct = (a: string, b: string) => family(a) === family(b);

/**
 * Welfare deals by business profile (spec §7 "GET Deals/GetDealsByBP"): every deal of the profile's
 * brand, those of the profile's own product first, priced from the live stay, package and flight inventory.
 */
export async function dealRoutes(app: FastifyInstance) {
  registerEndpoint(app, dealsApi.GetDealsByBP, async ({ query }) => {
    // A business profile belongs to one product of one brand (spec §3: businessProfileId per product).
    for (const domain of await app.brandConfigRepository.listDomains()) {
      const brand = await app.brandConfigCache.get(domain);
      const product = brand?.attributes.products.find((entry) => entry.businessProfileId === query.businessProfile);
      if (!brand || !product) continue;
      const pricing = { currency: brand.attributes.brandDetails.currency ?? 'EUR', country: brand.attributes.country };
      const today = new Date().toISOString().slice(0, 10);
      const deals = [...brand.attributes.offers.deals].sort(
        (a, b) =>
          Number(sameProduct(b.productType, product.productType)) -
          Number(sameProduct(a.productType, product.productType)),
      );
      return deals.flatMap((deal) => {
        const quote = quoteDeal(deal, pricing, today);
        return quote ? [presentDeal(deal, quote, brand.attributes.language)] : [];
      });
    }
    throw notFound(`Unknown business profile ${query.businessProfile}`);
  });
}
