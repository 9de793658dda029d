import type { CartProduct } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money';
import styles from './payment.module.css';

/** The booked products with their prices (cart or order products). */
export function ProductLines({ products }: { products: readonly CartProduct[] }) {
  const { t } = useTranslation('payment');
  const formatMoney = useMoneyFormat();
  return (
    <ul className={styles.list}>
      {products.map((product) => (
        <li key={product.productId}>
          <span>
            {product.title}
            {product.type === 'ANCILLARY' && product.quantity > 1 ? ` × ${product.quantity}` : ''}
            <span className={styles.muted}> · {t(`productType.${product.type}`)}</span>
          </span>
          <strong>{formatMoney(product.price)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** Main products (flight, stay, package) come first; extras are listed under their own heading. */
export const isMainProduct = (product: CartProduct) =>
  product.type === 'FLIGHT' || product.type === 'STAY' || product.type === 'PACKAGE';
