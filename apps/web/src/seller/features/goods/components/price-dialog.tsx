import { Button, Checkbox, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { cleanAmountInput } from '../../../../lib/amount-text';
import { isolateLtr } from '../../../../lib/date';
import { useLanguage } from '../../../../lib/i18n';
import { formatPrice, formatRate } from '../../../../lib/money';
import { priceFacts, suggestedPrice, type PriceBounds } from '../lib/pricing';
import classes from './goods.module.css';

export type PricedGoods = PriceBounds & { name: string; imgUrl: string | null };

type PriceDialogProps = {
  goods: PricedGoods | null;
  /** The price already set (editing a listing); else the middle of the range is offered. */
  current?: number | null;
  /** Adding offers "put it on the shelf at once"; editing does not. */
  mode: 'add' | 'edit';
  pending: boolean;
  onSave: (price: string, onShelf: boolean) => void;
  onClose: () => void;
};

/**
 * The selling price of one product: its wholesale cost, the range the platform allows, and as the
 * seller types, the profit per unit, its markup on the cost and its margin of the price — a price
 * outside the range cannot be saved.
 */
export function PriceDialog({ goods, current, mode, pending, onSave, onClose }: PriceDialogProps) {
  const { t } = useTranslation('seller');
  return (
    <Dialog
      opened={goods !== null}
      onClose={onClose}
      title={mode === 'add' ? t('library.addTitle') : t('goods.editTitle')}
    >
      {goods && (
        <PriceForm
          key={goods.name}
          goods={goods}
          current={current ?? null}
          mode={mode}
          pending={pending}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

/** A product's wholesale cost and the range its selling price must stay in, as rows of a <dl>. */
export function CostAndRange({ goods }: { goods: PriceBounds }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  return (
    <>
      <div>
        <dt>{t('library.cost')}</dt>
        <dd>
          <bdi>{formatPrice(goods.systemPrice, lang)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('library.range')}</dt>
        <dd>
          <bdi dir="ltr">
            {formatPrice(goods.minSellingPrice, lang)} – {formatPrice(goods.maxSellingPrice, lang)}
          </bdi>
        </dd>
      </div>
    </>
  );
}

function PriceForm({
  goods,
  current,
  mode,
  pending,
  onSave,
  onClose,
}: Omit<PriceDialogProps, 'goods' | 'current'> & { goods: PricedGoods; current: number | null }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const [text, setText] = useState(current !== null ? current.toFixed(2) : suggestedPrice(goods));
  const [onShelf, setOnShelf] = useState(true);
  const [touched, setTouched] = useState(false);
  const facts = priceFacts(text, goods);
  const range = {
    min: formatPrice(goods.minSellingPrice, lang),
    max: formatPrice(goods.maxSellingPrice, lang),
  };
  // Inside a sentence each amount keeps its sign before its digits, whatever the sentence's direction.
  const rangeInText = { min: isolateLtr(range.min), max: isolateLtr(range.max) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (facts.problem === null) onSave(text.trim(), onShelf);
  };
  return (
    <form onSubmit={submit} noValidate className={classes.priceForm} data-testid="listing-price-dialog">
      <div className={classes.priceGoods}>
        {goods.imgUrl ? <img src={goods.imgUrl} alt="" className={classes.priceImage} /> : null}
        <strong dir="auto">{goods.name}</strong>
      </div>
      <dl className={classes.priceFacts}>
        <CostAndRange goods={goods} />
      </dl>
      <TextInput
        label={t('library.price')}
        description={t('library.priceHint', rangeInText)}
        value={text}
        inputMode="decimal"
        leftSection="$"
        classNames={{ wrapper: classes.amountBox }}
        onChange={(event) => setText(cleanAmountInput(event.currentTarget.value))}
        onBlur={() => setTouched(true)}
        error={touched && facts.problem ? t(`library.problems.${facts.problem}`, rangeInText) : undefined}
        data-autofocus
        data-testid="listing-price"
      />
      <p className={classes.margin} data-testid="listing-margin" aria-live="polite">
        {facts.problem === null ? (
          <>
            {t('library.profit')}{' '}
            <bdi className={classes.marginValue}>{formatPrice(Number(facts.profit), lang)}</bdi>
            {' · '}
            {t('library.markup')}{' '}
            <bdi className={classes.marginValue} data-testid="listing-markup-value">
              {formatRate(Number(facts.markupPercent) / 100, lang, 1)}
            </bdi>
            {' · '}
            {t('library.margin')}{' '}
            <bdi className={classes.marginValue} data-testid="listing-margin-value">
              {formatRate(Number(facts.marginPercent) / 100, lang, 1)}
            </bdi>
          </>
        ) : (
          t('library.marginUnknown')
        )}
      </p>
      {mode === 'add' && (
        <Checkbox
          label={t('library.shelfNow')}
          checked={onShelf}
          onChange={(event) => setOnShelf(event.currentTarget.checked)}
        />
      )}
      <div className={classes.dialogActions}>
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" loading={pending} data-testid="listing-price-save">
          {mode === 'add' ? t('library.add') : t('goods.save')}
        </Button>
      </div>
    </form>
  );
}
