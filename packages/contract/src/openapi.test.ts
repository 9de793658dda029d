import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, endpoints } from './index';

const cart = '/api/services/app/CartApiService';
const hdp = '/api/services/app/ShoppingHDPService';
const transport = '/api/services/app/ShoppingTransportService';

/** Every call of spec §7 (plus the brief's dev, events, i18n, config, autocomplete and member-profile paths), spelled as the spec spells it. */
const SPEC_CALLS = [
  `POST ${cart}/CreateCart`,
  `GET ${cart}/GetCartConfig`,
  `POST ${cart}/RetrieveCartFull`,
  `POST ${cart}/RetrieveCart`,
  `POST ${cart}/ApplyVoucherToCart`,
  `POST ${cart}/RetrieveVoucherCode`,
  `DELETE ${cart}/RemoveVoucherFromCart`,
  `POST ${cart}/AddContactToCart`,
  `POST ${cart}/RetrieveContact`,
  `POST ${cart}/AddTravellerToCart`,
  `POST ${cart}/RetrieveTravellersByCartId`,
  `POST ${cart}/RetrieveCountries`,
  `POST ${cart}/AddSubscriptions`,
  `GET ${cart}/GetSubscriptions`,
  `POST ${cart}/CartFinalize`,
  `POST ${cart}/ConfirmCart`,
  `POST ${cart}/AddInvoice`,
  `GET ${cart}/GetInvoices`,
  `GET ${cart}/GetOrders`,
  `GET ${cart}/GetAvailableProducts`,
  `POST ${cart}/CreateSeatSelectionProduct`,
  `POST ${cart}/AddProductToCart`,
  `POST ${cart}/ReplaceProductsInCart`,
  `DELETE ${cart}/RemoveProductsFromCart`,
  `POST ${cart}/AddSpecialRequestToCart`,
  `POST ${cart}/RetrieveSpecialRequestByCartId`,
  `DELETE ${cart}/DeleteSpecialRequestByCartId`,
  `POST ${hdp}/CreateSearch`,
  `POST ${hdp}/RetrieveProposals`,
  `GET ${hdp}/RetrieveAllProposals`,
  `POST ${hdp}/CreatePricing`,
  `GET ${hdp}/RetrievePricing`,
  `POST ${hdp}/CreateSelection`,
  `POST ${hdp}/GetAlternativeTransports`,
  `PUT ${hdp}/UpdateTransport`,
  `POST ${hdp}/RetreiveAccommodationStaticData`,
  `POST ${hdp}/RetreiveAccommodationPromotion`,
  'GET /api/services/app/Destinations/Autocomplete',
  `POST ${transport}/CreateSearch`,
  `POST ${transport}/RetrieveProposals`,
  `GET ${transport}/GetTransportProposalByProposalId`,
  'GET /api/services/app/Deals/GetDealsByBP',
  'GET /api/services/app/Membership/GetMemberProfile',
  'GET /api/services/app/Orders/ListMyTrips',
  'GET /api/services/app/Orders/GetMyTrip',
  'POST /api/services/app/Orders/FindTrip',
  'POST /api/services/app/Orders/CancelTrip',
  'POST /api/services/app/FeatureToogle/FlagProviderList',
  'POST /api/services/app/FeatureToogle/IsFeatureEnabled',
  'POST /api/services/app/FeatureToogle/ListKnowToggles',
  'GET /api/content/brand-configurations/{domain}',
  'DELETE /api/content/brand-configurations/{domain}',
  'POST /api/content/CleanAllConfigurationCaches',
  'POST /api/TokenAuth/Authenticate',
  'POST /api/TokenAuth/AuthenticateExternal',
  'GET /api/dev/test-tokens',
  'GET /api/dev/outbox',
  'GET /api/dev/outbox/message',
  'POST /api/events',
  'GET /i18n/{namespace}/{language}.json',
  'GET /config.json',
  // Beyond spec §7: the price calendar (issue 19), saved travellers (issue 18) and the brand studio (issue 20).
  `POST ${hdp}/GetPriceCalendar`,
  `POST ${transport}/GetPriceCalendar`,
  'GET /api/services/app/Membership/GetSavedTravellers',
  'POST /api/services/app/Membership/SaveTravellers',
  'POST /api/studio/SignIn',
  'POST /api/studio/SignOut',
  'GET /api/studio/Me',
  'GET /api/studio/brands',
  'GET /api/studio/brands/{domain}/draft',
  'PUT /api/studio/brands/{domain}/draft',
  'DELETE /api/studio/brands/{domain}/draft',
  'POST /api/studio/brands/{domain}/check',
  'POST /api/studio/brands/{domain}/publish',
  'GET /api/studio/brands/{domain}/versions',
  'POST /api/studio/brands/{domain}/versions/{version}/restore',
  'POST /api/studio/brands/{domain}/assets',
  'POST /api/studio/brands/{domain}/preview-cart',
];

describe('contract endpoints', () => {
  it('define exactly the spec §7 calls with their methods and paths', () => {
    const defined = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect([...defined].sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('have unique operation ids', () => {
    const ids = endpoints.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declare a params schema exactly when the path has placeholders', () => {
    for (const endpoint of endpoints) expect(Boolean(endpoint.params), endpoint.id).toBe(endpoint.path.includes('{'));
  });
});

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(endpoints, { title: 'Wayfare API', version: '1' });

  it('lists every spec path with its method', () => {
    for (const call of SPEC_CALLS) {
      const [method, path] = call.split(' ') as [string, string];
      expect(document.paths[path]?.[method.toLowerCase()], call).toBeDefined();
    }
    const operations = Object.values(document.paths).flatMap((operations) => Object.keys(operations));
    expect(operations).toHaveLength(SPEC_CALLS.length);
  });

  it('resolves every $ref to a component schema', () => {
    const text = JSON.stringify(document);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(document.components.schemas, ref).toHaveProperty(ref);
    expect(text).not.toContain('#/definitions');
  });

  it('documents query and path parameters', () => {
    const removeProducts = document.paths['/api/services/app/CartApiService/RemoveProductsFromCart']?.delete as {
      parameters: Array<{ name: string; in: string; required: boolean }>;
    };
    expect(removeProducts.parameters.map((parameter) => parameter.name)).toEqual([
      'CartId',
      'ProductIds',
      'requestUuid',
    ]);
    const getConfig = document.paths['/api/content/brand-configurations/{domain}']?.get as {
      parameters: Array<{ name: string; in: string; required: boolean }>;
    };
    expect(getConfig.parameters).toEqual([
      expect.objectContaining({ name: 'domain', in: 'path', required: true }),
      expect.objectContaining({ name: 'populate', in: 'query', required: false }),
      expect.objectContaining({ name: 'preview', in: 'query', required: false }),
    ]);
  });
});
