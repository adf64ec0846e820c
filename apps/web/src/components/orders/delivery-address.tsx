import type { OrderInfoVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from './fact-list';

type AddressFields = Pick<
  OrderInfoVo,
  'contacts' | 'phone' | 'email' | 'address' | 'city' | 'province' | 'country' | 'postcode'
>;

type DeliveryAddressProps = {
  order: AddressFields;
  /** What a screen shows before the address (the seller panel: the buyer's masked name). */
  lead?: readonly Fact[];
};

/** Where the order goes, as it was at checkout (the seller sees it masked by the server). */
export function DeliveryAddress({ order, lead = [] }: DeliveryAddressProps) {
  const { t } = useTranslation('orders');
  const place = [order.address, order.city, order.province, order.country, order.postcode]
    .filter((part) => part !== '')
    .join(', ');
  const facts: Fact[] = [
    ...lead,
    { key: 'contacts', label: t('address.contacts'), value: order.contacts || '--' },
    { key: 'phone', label: t('address.phone'), value: order.phone || '--', isCode: true },
  ];
  if (order.email) facts.push({ key: 'email', label: t('address.email'), value: order.email });
  facts.push({ key: 'place', label: t('address.place'), value: place || '--', isWide: true });
  return <FactList facts={facts} testId="order-address" />;
}
