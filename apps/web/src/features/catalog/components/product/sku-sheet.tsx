import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { ChevronIcon } from '../../../../components/ui/icons';
import { htmlLangFor } from '../../../../lib/html-lang';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount } from '../../../../lib/money';
import classes from './purchase-panel.module.css';

type SkuSummaryProps = {
  /** The chosen values ("White / M") once every attribute has one, else null. */
  choice: string | null;
  /** The attribute names still to choose. */
  unchosen: readonly string[];
  quantity: number;
  onOpen: () => void;
};

/** The mobile site's one line for the SKU and quantity on the page; tapping it opens the sheet. */
export function SkuSummary({ choice, unchosen, quantity, onOpen }: SkuSummaryProps) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  const names = new Intl.ListFormat(htmlLangFor(lang), { type: 'conjunction' }).format(unchosen);
  return (
    <button
      type="button"
      className={classes.summary}
      onClick={onOpen}
      aria-haspopup="dialog"
      data-testid="sku-summary"
    >
      <span className={classes.summaryText}>
        {choice !== null
          ? t('sku.selected', { choice, quantity: formatCount(quantity, lang) })
          : t('sku.toChoose', { names })}
      </span>
      <ChevronIcon size={18} />
    </button>
  );
}

type SkuSheetProps = {
  opened: boolean;
  onClose: () => void;
  image: string | null;
  /** The price as shown on the page. */
  price: string;
  onSale: boolean;
  /** The SKU picker and the quantity. */
  children: ReactNode;
  /** The button (or buttons) that order. */
  actions: ReactNode;
};

/**
 * The mobile site's SKU choice: the shared dialog, a bottom sheet on a phone, with the picture and
 * price of the current choice above the picker and the quantity, and the order buttons at its foot.
 */
export function SkuSheet({ opened, onClose, image, price, onSale, children, actions }: SkuSheetProps) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('sku.sheetTitle')}>
      <div className={classes.sheet} data-testid="sku-sheet">
        <div className={classes.sheetHead}>
          {image ? (
            <img
              className={classes.sheetImage}
              src={image}
              alt=""
              width={88}
              height={88}
              data-testid="sheet-image"
            />
          ) : (
            <span className={classes.sheetImage} />
          )}
          <strong className={`${classes.sheetPrice} ${onSale ? classes.sale : ''}`} data-testid="sheet-price">
            {price}
          </strong>
        </div>
        {children}
        <div className={classes.sheetActions}>{actions}</div>
      </div>
    </Dialog>
  );
}
