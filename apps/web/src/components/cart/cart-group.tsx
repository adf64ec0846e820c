import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartGroup } from '../../lib/cart';
import { ShopChargesLine, type ShopCharges } from '../orders/price-breakdown';
import { StoreIcon } from '../ui/icons';
import { CartLine } from './cart-line';
import classes from './cart.module.css';

type CartGroupProps = {
  group: CartGroup;
  /** The shop's freight, tax and total for its ticked lines, once the server has priced them. */
  charges: ShopCharges | undefined;
  maxBuy: number;
  onCheckShop: (sellerId: string, checked: boolean) => void;
  onCheck: (index: number, checked: boolean) => void;
  onCount: (index: number, count: number) => void;
  onRemove: (index: number) => void;
  onLeave: () => void;
};

/** One shop's lines under a check-all that shows "some ticked" as indeterminate. */
export function CartGroupView({ group, charges, maxBuy, onCheckShop, ...lineActions }: CartGroupProps) {
  const { t } = useTranslation('cart');
  const title = group.title || t('drawer.unnamedShop');
  return (
    <section className={classes.group} data-testid="cart-group" aria-label={title}>
      <div className={classes.groupHead}>
        <label className={classes.tick}>
          <Checkbox
            checked={group.checkAll}
            indeterminate={group.isIndeterminate}
            onChange={() => onCheckShop(group.sellerId, !group.checkAll)}
            aria-label={t('drawer.selectShop', { shop: title })}
            data-testid="cart-group-check"
          />
        </label>
        <StoreIcon size={16} />
        <h3 className={classes.groupTitle} dir="auto">
          {title}
        </h3>
      </div>
      <ul className={classes.lines}>
        {group.list.map((line) => (
          <CartLine key={line.Identifier} line={line} maxBuy={maxBuy} {...lineActions} />
        ))}
      </ul>
      {charges && group.checkList.length > 0 && <ShopChargesLine shop={charges} />}
    </section>
  );
}
