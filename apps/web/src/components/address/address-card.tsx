import type { AddressVo, Language } from '@caravan/contract';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import classes from './address.module.css';

type AddressCardProps = {
  address: AddressVo;
  /** Buttons under the address (edit, delete, choose, …). */
  actions?: ReactNode;
  /** Marks the card as the one chosen (checkout). */
  isSelected?: boolean;
};

/** The comma between a place's parts where a language's is not ", ". */
const REGION_COMMA: Partial<Record<Language, string>> = { ar: '، ', 'zh-CN': '，', 'zh-TW': '，', ja: '、' };

/** One delivery address: consignee and phone, the default badge, street, region and postcode. */
export function AddressCard({ address, actions, isSelected = false }: AddressCardProps) {
  const { t } = useTranslation('address');
  const lang = useLanguage();
  const isDefault = address.use === 1;
  // "Munich, Bavaria, Germany", the levels the data has, with the language's comma (Intl's lists
  // joined them with nothing in Chinese and with "and" in Arabic); each part isolated, so that a
  // Latin city in an Arabic line keeps its place.
  const region = [address.city, address.province, address.country].filter(Boolean);
  const comma = REGION_COMMA[lang] ?? ', ';
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
      {/* The street in its own direction, on a line aligned as the page is. */}
      <p className={classes.line}>
        <bdi>{address.address}</bdi>
      </p>
      <p className={`${classes.line} ${classes.muted}`}>
        {region.map((part, index) => (
          <Fragment key={index}>
            {index > 0 && comma}
            <bdi>{part}</bdi>
          </Fragment>
        ))}
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
