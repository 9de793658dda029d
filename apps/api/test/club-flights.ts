import { shoppingTransportApi } from '@wayfare/contract';
import type { TransportProposal } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { memberToken } from './cart-helpers';
import { daysFromToday, resultOf } from './hdp-helpers';

/**
 * The club brand's flights, shared by the tests of what a member pays (price truth, fare families, the price
 * calendar): club sells in CHF and has member prices, so its member and its list prices tell the two apart.
 */
const FLIGHTS = '/api/services/app/ShoppingTransportService';

type Headers = Record<string, string>;

/** The `authorization` header of the club brand's demo member (its developer test token, spec §2). */
export async function clubMemberHeaders(app: FastifyInstance): Promise<Headers> {
  return { authorization: `Bearer ${await memberToken(app, 'Club member', 'club.localhost')}` };
}

export interface ClubFlightSearch {
  /** Who asks: the member's headers, or none for the list price. */
  headers?: Headers;
  childrenAges?: number[];
  /** Facets of the first page (RetrieveProposals). */
  facets?: Record<string, unknown>;
}

/**
 * A club round trip, Geneva-Madrid in 45 days for 2 adults: its first page of proposals as these headers see it,
 * and the detail of any of its proposals for the same headers.
 */
export async function clubFlightSearch(
  app: FastifyInstance,
  { headers = {}, childrenAges = [], facets }: ClubFlightSearch = {},
) {
  const { searchId } = resultOf<{ searchId: string }>(
    await app.inject({
      method: 'POST',
      url: `${FLIGHTS}/CreateSearch`,
      payload: {
        productType: 'F',
        businessProfileId: 'BP-CLUB-F',
        language: 'fr',
        departure: 'GVA',
        destination: 'MAD',
        outboundDate: daysFromToday(45),
        returnDate: daysFromToday(52),
        adults: 2,
        childrenAges,
      },
    }),
  );
  const page = shoppingTransportApi.RetrieveProposals.result.parse(
    resultOf(
      await app.inject({
        method: 'POST',
        url: `${FLIGHTS}/RetrieveProposals?searchId=${searchId}`,
        headers,
        payload: { ...(facets ? { facets } : {}), staticData: { language: 'fr' } },
      }),
    ),
  );
  const detailOf = async (card: TransportProposal) =>
    shoppingTransportApi.GetTransportProposalByProposalId.result.parse(
      resultOf(
        await app.inject({
          url: `${FLIGHTS}/GetTransportProposalByProposalId?proposalId=${encodeURIComponent(card.id)}&searchId=${searchId}`,
          headers,
        }),
      ),
    );
  return { searchId, page, detailOf };
}
