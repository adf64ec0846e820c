import { ActionIcon, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartGroupLine } from '../../lib/cart';
import { quantityLimits, unitPriceOf } from '../../lib/cart';
import { useLanguage } from '../../lib/i18n';
import { formatPrice } from '../../lib/money';
import { TrashIcon } from '../ui/icons';
import { QuantityStepper } from '../ui/quantity-stepper';
import classes from './cart.module.css';

type CartLineProps = {
  line: CartGroupLine;
  maxBuy: number;
  onCheck: (index: number, checked: boolean) => void;
  onCount: (index: number, count: number) => void;
  onRemove: (index: number) => void;
  /** Following the product link leaves the cart. */
  onLeave: () => void;
};

/** One cart line: tick, picture, name and options, price, quantity within its limits, delete. */
export function CartLine({ line, maxBuy, onCheck, onCount, onRemove, onLeave }: CartLineProps) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const { min, max } = quantityLimits(line.buyMin, maxBuy);
  const count = Math.min(Math.max(line.count, min), max);
  return (
    <li className={classes.line} data-testid="cart-line">
      <label className={classes.tick}>
        <Checkbox
          checked={line.checked}
          onChange={(event) => onCheck(line.index, event.currentTarget.checked)}
          aria-label={t('drawer.selectItem', { name: line.name })}
          data-testid="cart-line-check"
        />
      </label>
      <Link
        to={`/productDetails?id=${encodeURIComponent(line.id)}`}
        className={classes.thumb}
        onClick={onLeave}
      >
        {line.image ? <img src={line.image} alt="" width={64} height={64} loading="lazy" /> : null}
        <span className="cv-visually-hidden">{line.name}</span>
      </Link>
      <div className={classes.lineBody}>
        <p className={classes.lineName} dir="auto" title={line.name}>
          {line.name}
        </p>
        {line.checkAttrName && (
          <p className={classes.lineOptions} dir="auto">
            {line.checkAttrName}
          </p>
        )}
        <p className={classes.linePrice} data-testid="cart-line-price">
          {formatPrice(unitPriceOf(line), lang)}
        </p>
        <div className={classes.lineActions}>
          <QuantityStepper
            value={count}
            min={min}
            max={max}
            onChange={(next) => onCount(line.index, next)}
            size="sm"
            step={line.packSize ?? 1}
            labels={{
              decrease: t('quantity.decrease'),
              increase: t('quantity.increase'),
              input: t('quantity.label', { name: line.name }),
            }}
            testId="cart-line-quantity"
          />
          {min > 1 && <span className={classes.minimum}>{t('quantity.minimum', { number: min })}</span>}
          <ActionIcon
            variant="subtle"
            color="gray"
            className={classes.remove}
            onClick={() => onRemove(line.index)}
            aria-label={t('drawer.remove', { name: line.name })}
            data-testid="cart-line-remove"
          >
            <TrashIcon size={18} />
          </ActionIcon>
        </div>
      </div>
    </li>
  );
}
