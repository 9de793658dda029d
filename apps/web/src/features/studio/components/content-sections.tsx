import { productTypeSchema } from '@wayfare/contract';
import { DocCheckbox, DocSwitch, DocText } from './doc-fields';
import { ListEditor } from './list-editor';
import { ProductOrderEditor } from './order-editor';
import styles from './studio.module.css';

const PRODUCT_OPTIONS = productTypeSchema.options.map((value) => ({ value, label: value }));

/** Landing content (spec §3): hero, promo images, product explanation, product selector. */
export function LandingSection() {
  return (
    <div className={styles.section}>
      <DocText path="attributes.landingContent.heroTitle" label="Hero title" />
      <DocText path="attributes.landingContent.heroSubtitle" label="Hero subtitle" />
      <DocText path="attributes.landingContent.heroBackgroundImage" label="Hero background image URL" />
      <div className={styles.grid}>
        <DocText path="attributes.landingContent.promoImageMobile" label="Promo image, mobile (URL)" optional />
        <DocText path="attributes.landingContent.promoImageDesktop" label="Promo image, desktop (URL)" optional />
      </div>
      <DocText path="attributes.landingContent.productExplanation.title" label="Product explanation title" />
      <DocText path="attributes.landingContent.productExplanation.subtitle" label="Product explanation subtitle" />
      <DocText
        path="attributes.landingContent.productExplanation.description"
        label="Product explanation description"
        multiline
      />
      <DocSwitch path="attributes.landingContent.productSelector.showSelector" label="Show the product selector" />
      <DocSwitch path="attributes.landingContent.productSelector.extraSelector" label="Extra selector" />
    </div>
  );
}

/** Products (spec §3): the list with business profiles, and the order the search box offers them in. */
export function ProductsSection() {
  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>Products sold</h3>
      <ListEditor
        path="attributes.products"
        itemName="Product"
        fields={[
          { key: 'productType', label: 'Product type', options: PRODUCT_OPTIONS },
          { key: 'businessProfileId', label: 'Business profile id' },
        ]}
        template={() => ({ productType: 'H', businessProfileId: '' })}
      />
      <h3 className={styles.subheading}>Order in the search box</h3>
      <ProductOrderEditor />
      <DocCheckbox
        path="attributes.brandDetails.isTopHotel"
        label="Top-hotel brand (a single H product shows as HGH)"
      />
    </div>
  );
}

const BANNERS = [
  ['dp', 'Flight + hotel banner'],
  ['h', 'Hotel banner'],
  ['f', 'Flight banner'],
] as const;

/** Promo banners (spec §3 promoCampaign): texts are translation keys of the brand's language. */
export function PromosSection() {
  return (
    <div className={styles.section}>
      {BANNERS.map(([key, title]) => (
        <fieldset key={key} className={styles.item}>
          <legend className={styles.itemTitle}>{title}</legend>
          <div className={styles.grid}>
            <DocText path={`attributes.promoCampaign.${key}.titleKey`} label="Title (translation key)" />
            <DocText path={`attributes.promoCampaign.${key}.subtitleKey`} label="Subtitle (translation key)" />
            <DocText path={`attributes.promoCampaign.${key}.ctaKey`} label="Button text (translation key)" />
            <DocText path={`attributes.promoCampaign.${key}.ctaUrl`} label="Button link" />
            <DocText path={`attributes.promoCampaign.${key}.imageUrl`} label="Image URL" optional />
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** Offers (spec §3): the club flag, the deals with images, the destinations with images. */
export function OffersSection() {
  return (
    <div className={styles.section}>
      <DocSwitch path="attributes.offers.isClub" label="Club offers" />
      <h3 className={styles.subheading}>Deals</h3>
      <ListEditor
        path="attributes.offers.deals"
        itemName="Deal"
        fields={[
          { key: 'id', label: 'Id' },
          { key: 'title', label: 'Title' },
          { key: 'imageUrl', label: 'Image URL' },
          { key: 'destinationCode', label: 'Destination code' },
          { key: 'destinationName', label: 'Destination name' },
          { key: 'productType', label: 'Product', options: PRODUCT_OPTIONS },
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
      <h3 className={styles.subheading}>Destinations</h3>
      <ListEditor
        path="attributes.offers.destinations"
        itemName="Destination"
        fields={[
          { key: 'code', label: 'Code' },
          { key: 'name', label: 'Name' },
          { key: 'imageUrl', label: 'Image URL' },
        ]}
        template={() => ({ code: '', name: '', imageUrl: '' })}
      />
    </div>
  );
}

const PROPOSAL_FIELDS = [
  { key: 'id', label: 'Id' },
  { key: 'name', label: 'Name' },
  { key: 'title', label: 'Title' },
  { key: 'subtitle', label: 'Subtitle' },
  { key: 'type', label: 'Type' },
  { key: 'code', label: 'Code' },
  { key: 'imageUrl', label: 'Image URL' },
] as const;

/** Destination proposals (spec §3) per product. */
export function ProposalsSection() {
  return (
    <div className={styles.section}>
      {(['DP', 'H', 'F'] as const).map((product) => (
        <div key={product}>
          <h3 className={styles.subheading}>{product} proposals</h3>
          <ListEditor
            path={`attributes.destinationProposals.${product}`}
            itemName={`${product} proposal`}
            fields={PROPOSAL_FIELDS}
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
