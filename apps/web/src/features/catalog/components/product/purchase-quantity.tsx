import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../../components/ui/quantity-stepper';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount } from '../../../../lib/money';
import classes from './purchase-panel.module.css';

type QuantityFieldProps = {
  /** The field's id; its hint (stock, minimum) is `${id}-hint`. */
  id: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Units that can be had with the current choices; null without SKUs (no stock shown). */
  stock: number | null;
  soldOut: boolean;
  /** The stepper's size: larger in the mobile site's sheet, for a finger. */
  size?: 'md' | 'lg';
  /** The pack the product sells in: the stepper moves a pack at a time. */
  step?: number;
};

/** "Quantity" with its stepper, the stock the current choice has and the product's minimum. */
export function QuantityField({
  id,
  value,
  min,
  max,
  onChange,
  stock,
  soldOut,
  size = 'md',
  step = 1,
}: QuantityFieldProps) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  const hintId = `${id}-hint`;
  return (
    <div className={classes.attribute}>
      <label className={classes.label} htmlFor={id}>
        {t('quantity.label')}
      </label>
      <div className={classes.quantityRow}>
        <QuantityStepper
          value={value}
          min={min}
          max={max}
          onChange={onChange}
          disabled={soldOut}
          id={id}
          describedBy={hintId}
          size={size}
          step={step}
          labels={{ decrease: t('quantity.decrease'), increase: t('quantity.increase') }}
        />
        <span className={classes.stock} id={hintId} data-testid="stock">
          {stock === null
            ? null
            : soldOut
              ? t('stock.soldOut')
              : t('stock.available', { number: formatCount(stock, lang) })}
          {min > 1 && <span className={classes.minimum}>{t('quantity.minimum', { number: min })}</span>}
        </span>
      </div>
    </div>
  );
}
