import type { AddressVo } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangFor, useLanguage } from '../../lib/i18n';
import classes from './address.module.css';

type AddressCardProps = {
  address: AddressVo;
  /** Buttons under the address (edit, delete, choose, …). */
  actions?: ReactNode;
  /** Marks the card as the one chosen (checkout). */
  isSelected?: boolean;
};

/** One delivery address: consignee and phone, the default badge, street, region and postcode. */
export function AddressCard({ address, actions, isSelected = false }: AddressCardProps) {
  const { t } = useTranslation('address');
  const lang = useLanguage();
  const isDefault = address.use === 1;
  // "Munich, Bavaria, Germany" with the language's own separator; levels the data lacks are left out.
  const region = new Intl.ListFormat(htmlLangFor(lang), { style: 'short', type: 'unit' }).format(
    [address.city, address.province, address.country].filter(Boolean),
  );
  return (
    <article
      className={classes.card}
      data-default={isDefault}
      data-selected={isSelected}
      data-testid="address-card"
    >
      <div className={classes.cardHead}>
        <span className={classes.contacts} dir="auto">
          {address.contacts}
        </span>
        <span className={classes.phone} dir="ltr">
          {address.phone}
        </span>
        {isDefault && (
          <span className={classes.badge} data-testid="address-default-badge">
            {t('card.default')}
          </span>
        )}
      </div>
      <p className={classes.line} dir="auto">
        {address.address}
      </p>
      <p className={`${classes.line} ${classes.muted}`}>
        {region}
        {address.postcode && (
          <>
            {' · '}
            <span dir="ltr">{address.postcode}</span>
          </>
        )}
      </p>
      {address.email && (
        <p className={`${classes.line} ${classes.muted}`}>
          <span dir="ltr">{address.email}</span>
        </p>
      )}
      {actions && <div className={classes.cardActions}>{actions}</div>}
    </article>
  );
}
