import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { BrandHeader } from '../../features/brand/components/brand-header';
import { BACK_HOME, ROUTE_PAGES } from './route-pages';
import type { RoutePage } from './route-pages';
import styles from './route-screen.module.css';

/** A branded screen for a route whose feature screen is not composed here yet: logo header, title, way home. */
export function RouteScreen({ page }: { page: RoutePage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, subtitle } = ROUTE_PAGES[page];
  return (
    <>
      <BrandHeader />
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="route-title">
          <h1 id="route-title" className={styles.title}>
            {t(title[0], { defaultValue: title[1] })}
          </h1>
          {subtitle && <p className={styles.subtitle}>{t(subtitle[0], { defaultValue: subtitle[1] })}</p>}
          {page !== 'landing' && (
            <Button type="primary" size="large" onClick={() => navigate('/')}>
              {t(BACK_HOME[0], { defaultValue: BACK_HOME[1] })}
            </Button>
          )}
        </section>
      </main>
    </>
  );
}
