import type { CabinClass, ProductType } from '@wayfare/contract';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/kit/button';
import { Checkbox } from '../../../components/ui/kit/checkbox';
import { useBrand } from '../../../lib/brand-context';
import { todayUrlDate } from '../../../lib/url-date';
import { brandDestinations, labelForCode } from '../model/destination-options';
import { allowsOneWay, canSwapPlaces, hasCabinClass, hasRooms, needsDeparture } from '../model/products';
import { searchUrl } from '../model/search-query';
import type { SearchFormValues } from '../model/search-query';
import { DEFAULT_ADULTS, partyOfRooms } from '../model/travellers';
import type { Travellers } from '../model/travellers';
import { hasErrors, validateSearch } from '../model/validate-search';
import { priceRouteOf } from '../model/price-route';
import { DatesField } from './dates-field';
import type { DatesValue } from './dates-field';
import { DestinationField } from './destination-field';
import type { PlaceValue } from './destination-field';
import { ProductTabs } from './product-tabs';
import styles from './search-box.module.css';
import { TravellersField } from './travellers-field';

export interface SearchBoxProps {
  /** Products offered, in order; defaults to the brand's (productTypesOrder, top-hotel H already HGH). */
  products?: readonly ProductType[];
  /** Values to start from, e.g. parseSearchParams(...).values on a results screen. */
  initialValues?: Partial<SearchFormValues>;
  /** The selected product when the parent controls it (the landing shows that product's proposals). */
  activeProduct?: ProductType;
  onProductChange?: (product: ProductType) => void;
  /** Sets the destination from outside (a proposal clicked); a new object each time it should apply. */
  destinationPrefill?: PlaceValue | null;
  /** Called with valid values and their URL; default: navigate to the product's results route. */
  onSubmit?: (values: SearchFormValues, url: string) => void;
  /** `hero`: the landing's large card; `compact`: the bar above results. */
  variant?: 'hero' | 'compact';
}

/** The search form of the landing and of every results screen (spec §3 query values on submit). */
export function SearchBox(props: SearchBoxProps) {
  const { initialValues = {}, variant = 'hero', onSubmit } = props;
  const { t } = useTranslation('search');
  const brand = useBrand();
  const navigate = useNavigate();
  const id = useId().replace(/:/g, '');
  const products = props.products ?? brand.products;
  const known = useMemo(() => brandDestinations(brand), [brand]);
  const firstProduct = products[0] ?? brand.products[0] ?? 'H';
  const [ownProduct, setOwnProduct] = useState<ProductType>(
    initialValues.product && products.includes(initialValues.product) ? initialValues.product : firstProduct,
  );
  const product = props.activeProduct && products.includes(props.activeProduct) ? props.activeProduct : ownProduct;
  const place = (code: string | null | undefined) => (code ? { code, name: labelForCode(code, known) } : null);
  const [departure, setDeparture] = useState<PlaceValue | null>(place(initialValues.departure));
  const [destination, setDestination] = useState<PlaceValue | null>(place(initialValues.destination));
  const [dates, setDates] = useState<DatesValue>({
    outboundDate: initialValues.outboundDate ?? null,
    returnDate: initialValues.returnDate ?? null,
  });
  const [oneWay, setOneWay] = useState(Boolean(initialValues.outboundDate && !initialValues.returnDate));
  // One party per room; a flight uses the first (issue 19 item 8).
  const [rooms, setRooms] = useState<Travellers[]>(
    initialValues.rooms && initialValues.rooms.length > 1
      ? initialValues.rooms
      : [{ adults: initialValues.adults ?? DEFAULT_ADULTS, childrenAges: initialValues.childrenAges ?? [] }],
  );
  const [cabinClass, setCabinClass] = useState<CabinClass>(initialValues.cabinClass ?? 'ECONOMY');
  const [showErrors, setShowErrors] = useState(false);
  const [prefill, setPrefill] = useState(props.destinationPrefill);
  if (prefill !== props.destinationPrefill) {
    setPrefill(props.destinationPrefill);
    if (props.destinationPrefill) setDestination(props.destinationPrefill);
  }

  const withDeparture = needsDeparture(product);
  const canOneWay = allowsOneWay(product);
  const withRooms = hasRooms(product);
  const travellers = withRooms ? partyOfRooms(rooms) : rooms[0]!;
  const draft = {
    product,
    departure: withDeparture ? (departure?.code ?? null) : null,
    destination: destination?.code ?? null,
    ...dates,
    oneWay: oneWay && canOneWay,
    adults: travellers.adults,
    childrenAges: travellers.childrenAges,
  };
  const errors = showErrors ? validateSearch(draft, todayUrlDate()) : {};
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  function swapPlaces() {
    setDeparture(destination);
    setDestination(departure);
  }

  function changeProduct(next: ProductType) {
    setOwnProduct(next);
    props.onProductChange?.(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSearch(draft, todayUrlDate());
    if (hasErrors(found)) {
      setShowErrors(true);
      const first = (['departure', 'destination', 'dates', 'childrenAges'] as const).find((field) => found[field]);
      const target = first === 'childrenAges' ? 'travellers' : first;
      document.getElementById(`${id}-${target}`)?.focus();
      return;
    }
    const values: SearchFormValues = {
      product,
      departure: draft.departure,
      destination: draft.destination,
      outboundDate: draft.outboundDate,
      returnDate: draft.oneWay ? null : draft.returnDate,
      adults: travellers.adults,
      childrenAges: travellers.childrenAges.filter((age) => age !== null),
      mealPlans: initialValues.mealPlans ?? [],
      freeCancellation: initialValues.freeCancellation ?? false,
      cabinClass: hasCabinClass(product) ? cabinClass : 'ECONOMY',
      rooms:
        withRooms && rooms.length > 1
          ? rooms.map((room) => ({
              adults: room.adults,
              childrenAges: room.childrenAges.filter((age) => age !== null),
            }))
          : null,
    };
    const url = searchUrl(values);
    if (onSubmit) onSubmit(values, url);
    else void navigate(url);
  }

  const placeholderFor = (kind: 'departure' | 'destination') => t(`${kind}Placeholder`);
  return (
    <form
      className={`${styles.box} ${variant === 'compact' ? styles.compact : styles.hero}`}
      onSubmit={submit}
      noValidate
      aria-label={t('formLabel')}
    >
      {products.length > 0 && <ProductTabs products={products} active={product} onChange={changeProduct} />}
      <div className={withDeparture ? `${styles.fields} ${styles.fieldsWithDeparture}` : styles.fields}>
        {withDeparture && (
          <div className={styles.departure}>
            <DestinationField
              id={`${id}-departure`}
              label={t('departure')}
              placeholder={placeholderFor('departure')}
              value={departure}
              onChange={setDeparture}
              productType="F"
              fallback={known}
              error={message(errors.departure)}
            />
            {canSwapPlaces(product) && (
              // Both places must be chosen: a field handed no place would keep its typed text beside an empty value.
              <Button
                variant="secondary"
                className={styles.swap}
                aria-label={t('swapPlaces')}
                isDisabled={!departure || !destination}
                onPress={swapPlaces}
              >
                <span aria-hidden="true">⇄</span>
              </Button>
            )}
          </div>
        )}
        <DestinationField
          id={`${id}-destination`}
          label={t('destination')}
          placeholder={placeholderFor('destination')}
          value={destination}
          onChange={setDestination}
          productType={product}
          fallback={known}
          error={message(errors.destination)}
        />
        <DatesField
          id={`${id}-dates`}
          product={product}
          value={dates}
          oneWay={oneWay && canOneWay}
          onChange={setDates}
          error={message(errors.dates)}
          priceRoute={priceRouteOf(
            { ...draft, cabinClass, rooms: withRooms ? rooms.length : 1 },
            brand.brand.businessProfileId[product],
          )}
        />
        <TravellersField
          id={`${id}-travellers`}
          rooms={rooms}
          onRoomsChange={setRooms}
          withRooms={withRooms}
          cabinClass={hasCabinClass(product) ? cabinClass : null}
          onCabinClassChange={setCabinClass}
          error={message(errors.childrenAges)}
        />
        <Button type="submit" size="large" className={styles.submit}>
          {t('submit')}
        </Button>
      </div>
      {canOneWay && (
        <Checkbox className={styles.oneWay} isSelected={oneWay} onChange={setOneWay}>
          {t('dates.oneWay')}
        </Checkbox>
      )}
    </form>
  );
}
