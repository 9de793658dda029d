import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBrandDeals } from '../../features/deals/api/get-deals-by-bp';
import { DealGrid } from '../../features/deals/components/deal-grid';
import { dealProfiles, featuredDeals } from '../../features/deals/model/merge-deals';
import { MembershipPanel } from '../../features/membership/components/membership-panel';
import { useMemberStatus } from '../../features/membership/components/use-member-status';
import { ResultsSearch } from '../../features/search/components/results-search';
import { parseSearchParams } from '../../features/search/model/search-query';
import { useBrand } from '../../lib/brand-context';
import { useSsoSettled } from '../../lib/sso-status';
import { membershipHeading, screenProduct } from '../model/route-product';
import own from './membership-screen.module.css';
import { PageFrame } from './page-frame';
import { ProductResults } from './product-results';
import styles from './search-screen.module.css';

/**
 * spec §2 /memSearch (flights) and /hdpMemSearch (flight + hotel): the membership variants of the searches. A
 * signed-in member (SSO) sees the points balance, member prices on the results and the club's own offers; a
 * visitor is told that member prices need sign-in through the partner, with its link, above the public results.
 */
export function MembershipScreen({ screen }: { screen: 'memSearch' | 'hdpMemSearch' }) {
  const { t } = useTranslation(['layout', 'membership']);
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Never a redirect: only product routes move (route-product.ts); a brand without F or DP uses its first product.
  const product = screenProduct(screen, brand.products).product;
  const { values } = parseSearchParams(params, { defaultProduct: product });
  const { status, retry } = useMemberStatus(brand.brand.hasSSO);
  const signedIn = status.kind === 'signed-in';
  // Results wait for a sign-in from `?a=` to finish: their first request then carries the member's token.
  const ssoSettled = useSsoSettled();
  const profiles = useMemo(
    () => dealProfiles(brand.products, brand.brand.businessProfileId),
    [brand.products, brand.brand.businessProfileId],
  );
  const { deals } = useBrandDeals(signedIn && brand.offers.isClub ? profiles : []);
  const clubOffers = signedIn && brand.offers.isClub ? featuredDeals(deals, product) : [];

  return (
    <PageFrame header="light">
      <main className={styles.main} id="main-content">
        <div className={styles.searchBand}>
          <div className={styles.inner}>
            <h1 className={styles.title}>{t(`screens.${membershipHeading(screen, product)}`)}</h1>
            <ResultsSearch
              key={`${product}${location.search}`}
              products={[product]}
              initialValues={{ ...values, product }}
              // A new search stays on the membership route (the form would go to the product's own route).
              onSubmit={(_values, url) => void navigate(`${location.pathname}${url.slice(url.indexOf('?'))}`)}
            />
          </div>
        </div>
        <div className={`${styles.inner} ${own.stack}`}>
          <MembershipPanel
            status={status}
            language={brand.language}
            brandName={brand.brand.brandName}
            pointsLabel={brand.brand.customPointsLabel}
            memberSignInUrl={brand.brand.membership?.memberSignInUrl}
            returnPath={`${location.pathname}${location.search}`}
            onRetry={retry}
          />
          {clubOffers.length > 0 && (
            <section aria-labelledby="club-offers-title" className={own.offers}>
              <h2 id="club-offers-title" className={own.offersTitle}>
                {t('membership:clubOffers.title', { brand: brand.brand.brandName })}
              </h2>
              <DealGrid deals={clubOffers} club eagerCount={0} />
            </section>
          )}
          {ssoSettled && <ProductResults product={product} />}
        </div>
      </main>
    </PageFrame>
  );
}
