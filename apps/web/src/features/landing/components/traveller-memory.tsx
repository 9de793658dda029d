import type { ProductType } from '@wayfare/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/kit/button';
import { todayIso } from '../../../components/ui/kit/calendar-dates';
import { checkoutPath } from '../../../lib/cart/cart-ref';
import { dateTimeFormat } from '../../../lib/intl-format';
import { useBrandLocale } from '../../../lib/money';
import { forgetOpenCart, readOpenCart } from '../../../lib/traveller-memory/open-cart';
import { clearRecentSearches, readRecentSearches, stillAhead } from '../../../lib/traveller-memory/recent-searches';
import type { RecentSearch } from '../../../lib/traveller-memory/recent-searches';
import { isCartStillOpen } from '../api/check-open-cart';
import styles from './traveller-memory.module.css';

const dayOf = (compact: string | null) =>
  compact && /^\d{8}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}` : null;

function useSearchText() {
  const { t } = useTranslation(['recent-searches', 'search']);
  const format = dateTimeFormat(useBrandLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const date = (compact: string | null) => {
    const day = dayOf(compact);
    return day ? format.format(new Date(`${day}T00:00:00Z`)) : '';
  };
  return (search: RecentSearch) => {
    const params = new URLSearchParams(search.query);
    const places = [params.get('departure'), params.get('destination')]
      .filter(Boolean)
      .map((code) => code!.toUpperCase());
    const back = date(params.get('returnDate'));
    const travellers =
      Number(params.get('adults') ?? 1) + (params.get('childrenAges')?.split(/[,-]/).filter(Boolean).length ?? 0);
    return [
      t(`search:products.${search.product}`),
      places.join(' → '),
      back ? `${date(params.get('outboundDate'))} – ${back}` : `${date(params.get('outboundDate'))}, ${t('oneWay')}`,
      t('travellers', { count: travellers }),
    ].join(' · ');
  };
}

/**
 * Memory of the traveller (issue 19 item 6), under the landing's search box: "continue your booking" while the
 * cart the checkout last showed is still open (asked of the cart service first), and the brand's recent searches
 * with a way to clear them. Storage is read once on mount (never on the server); a lazy chunk.
 */
export function TravellerMemory({ domain, products }: { domain: string; products: readonly ProductType[] }) {
  const { t, ready } = useTranslation(['recent-searches', 'search'], { useSuspense: false });
  const describe = useSearchText();
  const [searches, setSearches] = useState(() =>
    stillAhead(readRecentSearches(domain), todayIso()).filter((search) => products.includes(search.product)),
  );
  const [cart] = useState(() => readOpenCart(domain));
  const open = useQuery({
    queryKey: ['landing', 'open-cart', cart] as const,
    queryFn: async ({ signal }) => {
      const alive = await isCartStillOpen(cart!, domain, signal);
      if (!alive) forgetOpenCart(domain);
      return alive;
    },
    enabled: cart !== null,
    retry: false,
  });
  if (!ready || (searches.length === 0 && !open.data)) return null;
  return (
    <div className={styles.memory}>
      {cart && open.data && (
        <p className={styles.continue}>
          <span>{t('continueText')}</span>
          <Link className={styles.continueLink} to={checkoutPath(cart, cart.step)}>
            {t('continue')}
          </Link>
        </p>
      )}
      {searches.length > 0 && (
        <section aria-labelledby="recent-searches-title" className={styles.recent}>
          <div className={styles.head}>
            <h2 id="recent-searches-title" className={styles.title}>
              {t('title')}
            </h2>
            <Button
              variant="ghost"
              onPress={() => {
                clearRecentSearches(domain);
                setSearches([]);
              }}
            >
              {t('clear')}
            </Button>
          </div>
          <ul className={styles.list}>
            {searches.map((search) => (
              <li key={`${search.product}?${search.query}`}>
                <Link className={styles.search} to={`/${search.product}?product=${search.product}&${search.query}`}>
                  {describe(search)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
