import { productTypeSchema } from '@wayfare/contract';
import { DocCheckbox, DocSwitch, DocText } from './doc-fields';
import { ListEditor } from './list-editor';
import { ProductOrderEditor } from './order-editor';
import { useStudioText } from './studio-text';
import styles from './studio.module.css';

const PRODUCT_OPTIONS = productTypeSchema.options.map((value) => ({ value, label: value }));

/** Landing content (spec §3): hero, promo images, product explanation, product selector. */
export function LandingSection() {
  const t = useStudioText();
  return (
    <div className={styles.section}>
      <DocText path="attributes.landingContent.heroTitle" label={t('landing.heroTitle')} />
      <DocText path="attributes.landingContent.heroSubtitle" label={t('landing.heroSubtitle')} />
      <DocText path="attributes.landingContent.heroBackgroundImage" label={t('landing.heroImage')} />
      <div className={styles.grid}>
        <DocText path="attributes.landingContent.promoImageMobile" label={t('landing.promoMobile')} optional />
        <DocText path="attributes.landingContent.promoImageDesktop" label={t('landing.promoDesktop')} optional />
      </div>
      <DocText path="attributes.landingContent.productExplanation.title" label={t('landing.explanationTitle')} />
      <DocText path="attributes.landingContent.productExplanation.subtitle" label={t('landing.explanationSubtitle')} />
      <DocText
        path="attributes.landingContent.productExplanation.description"
        label={t('landing.explanationDescription')}
        multiline
      />
      <DocSwitch path="attributes.landingContent.productSelector.showSelector" label={t('landing.showSelector')} />
      <DocSwitch path="attributes.landingContent.productSelector.extraSelector" label={t('landing.extraSelector')} />
    </div>
  );
}

/** Products (spec §3): the list with business profiles, and the order the search box offers them in. */
export function ProductsSection() {
  const t = useStudioText();
  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>{t('products.sold')}</h3>
      <ListEditor
        path="attributes.products"
        itemName={t('products.item')}
        fields={[
          { key: 'productType', label: t('products.type'), options: PRODUCT_OPTIONS },
          { key: 'businessProfileId', label: t('products.profile') },
        ]}
        template={() => ({ productType: 'H', businessProfileId: '' })}
      />
      <h3 className={styles.subheading}>{t('products.order')}</h3>
      <ProductOrderEditor />
      <DocCheckbox path="attributes.brandDetails.isTopHotel" label={t('products.topHotel')} />
    </div>
  );
}

const BANNERS = ['dp', 'h', 'f'] as const;

/** Promo banners (spec §3 promoCampaign): texts are translation keys of the brand's language. */
export function PromosSection() {
  const t = useStudioText();
  return (
    <div className={styles.section}>
      {BANNERS.map((key) => (
        <fieldset key={key} className={styles.item}>
          <legend className={styles.itemTitle}>{t(`promos.${key}`)}</legend>
          <div className={styles.grid}>
            <DocText path={`attributes.promoCampaign.${key}.titleKey`} label={t('promos.titleKey')} />
            <DocText path={`attributes.promoCampaign.${key}.subtitleKey`} label={t('promos.subtitleKey')} />
            <DocText path={`attributes.promoCampaign.${key}.ctaKey`} label={t('promos.ctaKey')} />
            <DocText path={`attributes.promoCampaign.${key}.ctaUrl`} label={t('promos.ctaUrl')} />
            <DocText path={`attributes.promoCampaign.${key}.imageUrl`} label={t('promos.imageUrl')} optional />
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** Offers (spec §3): the club flag, the deals with images, the destinations with images. */
export function OffersSection() {
  const t = useStudioText();
  return (
    <div className={styles.section}>
      <DocSwitch path="attributes.offers.isClub" label={t('offers.isClub')} />
      <h3 className={styles.subheading}>{t('offers.deals')}</h3>
      <ListEditor
        path="attributes.offers.deals"
        itemName={t('offers.deal')}
        fields={[
          { key: 'id', label: t('fields.id') },
          { key: 'title', label: t('fields.title') },
          { key: 'imageUrl', label: t('fields.imageUrl') },
          { key: 'destinationCode', label: t('fields.destinationCode') },
          { key: 'destinationName', label: t('fields.destinationName') },
          { key: 'productType', label: t('fields.product'), options: PRODUCT_OPTIONS },
        ]}
        template={() => ({
          id: `deal-${Date.now()}`,
          title: '',
          imageUrl: '',
          destinationCode: '',
          destinationName: '',
          productType: 'H',
        })}
      />
      <h3 className={styles.subheading}>{t('offers.destinations')}</h3>
      <ListEditor
        path="attributes.offers.destinations"
        itemName={t('offers.destination')}
        fields={[
          { key: 'code', label: t('fields.code') },
          { key: 'name', label: t('fields.name') },
          { key: 'imageUrl', label: t('fields.imageUrl') },
        ]}
        template={() => ({ code: '', name: '', imageUrl: '' })}
      />
    </div>
  );
}

const PROPOSAL_FIELDS = ['id', 'name', 'title', 'subtitle', 'type', 'code', 'imageUrl'] as const;

/** Destination proposals (spec §3) per product. */
export function ProposalsSection() {
  const t = useStudioText();
  const fields = PROPOSAL_FIELDS.map((key) => ({ key, label: t(`fields.${key}`) }));
  return (
    <div className={styles.section}>
      {(['DP', 'H', 'F'] as const).map((product) => (
        <div key={product}>
          <h3 className={styles.subheading}>{t('offers.proposals', { product })}</h3>
          <ListEditor
            path={`attributes.destinationProposals.${product}`}
            itemName={t('offers.proposal', { product })}
            fields={fields}
            template={() => ({
              id: `${product}-${Date.now()}`,
              name: '',
              title: '',
              subtitle: '',
              type: 'CITY',
              code: '',
              imageUrl: '',
            })}
          />
        </div>
      ))}
    </div>
  );
}
