import { CATALOG_LIMITS } from '@caravan/contract';
import { ActionIcon, Button, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import { newSkuRow, type SkuRow } from '../lib/goods-form';
import classes from './catalog.module.css';

type SkuEditorProps = {
  skus: SkuRow[];
  onChange: (skus: SkuRow[]) => void;
  /** Rows that fail the checks. */
  invalidRows?: readonly number[];
  error?: string;
};

/** SKUs: each a combination of attributes (e.g. Colour: Red, Size: L) with its own price and stock. */
export function SkuEditor({ skus, onChange, invalidRows = [], error }: SkuEditorProps) {
  const { t } = useTranslation(ADMIN_NS);
  const update = (index: number, change: Partial<SkuRow>) =>
    onChange(skus.map((sku, i) => (i === index ? { ...sku, ...change } : sku)));
  const updateAttr = (index: number, attr: number, change: Partial<SkuRow['attributes'][number]>) => {
    const sku = skus[index];
    if (!sku) return;
    update(index, { attributes: sku.attributes.map((a, i) => (i === attr ? { ...a, ...change } : a)) });
  };

  return (
    <div className={classes.skus}>
      <p className={classes.muted}>{t('skus.intro')}</p>
      {skus.length === 0 && <p className={classes.emptyNote}>{t('skus.empty')}</p>}
      <ol className={classes.skuList} data-testid="sku-list">
        {skus.map((sku, index) => (
          <li
            key={sku.key}
            className={
              invalidRows.includes(index) ? `${classes.skuCard} ${classes.skuInvalid}` : classes.skuCard
            }
            data-testid="sku-row"
          >
            <div className={classes.skuHead}>
              <span className={classes.fieldLabel}>{t('skus.row', { n: index + 1 })}</span>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => onChange(skus.filter((_, i) => i !== index))}
              >
                {t('skus.remove')}
              </Button>
            </div>
            {sku.attributes.map((attr, a) => (
              <div key={a} className={classes.attrRow}>
                <TextInput
                  label={t('skus.attrName')}
                  placeholder={t('skus.attrNamePlaceholder')}
                  value={attr.attrName}
                  maxLength={CATALOG_LIMITS.attrTextMax}
                  onChange={(e) => updateAttr(index, a, { attrName: e.currentTarget.value })}
                  dir="auto"
                />
                <TextInput
                  label={t('skus.attrValue')}
                  placeholder={t('skus.attrValuePlaceholder')}
                  value={attr.attrValue}
                  maxLength={CATALOG_LIMITS.attrTextMax}
                  onChange={(e) => updateAttr(index, a, { attrValue: e.currentTarget.value })}
                  dir="auto"
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  className={classes.attrRemove}
                  disabled={sku.attributes.length === 1}
                  onClick={() => update(index, { attributes: sku.attributes.filter((_, i) => i !== a) })}
                  aria-label={t('skus.removeAttr')}
                >
                  ×
                </ActionIcon>
              </div>
            ))}
            {sku.attributes.length < CATALOG_LIMITS.attributesMax && (
              <Button
                size="compact-sm"
                variant="subtle"
                className={classes.addAttr}
                onClick={() =>
                  update(index, { attributes: [...sku.attributes, { attrName: '', attrValue: '' }] })
                }
              >
                {t('skus.addAttr')}
              </Button>
            )}
            <div className={classes.skuNumbers}>
              <TextInput
                label={t('skus.price')}
                description={t('skus.priceHint')}
                value={sku.price}
                inputMode="decimal"
                onChange={(e) => update(index, { price: e.currentTarget.value })}
                dir="ltr"
              />
              <TextInput
                label={t('skus.stock')}
                value={sku.stock}
                inputMode="numeric"
                onChange={(e) => update(index, { stock: e.currentTarget.value })}
                dir="ltr"
              />
            </div>
          </li>
        ))}
      </ol>
      {error && (
        <p className={classes.fieldError} role="alert">
          {error}
        </p>
      )}
      <Button
        variant="light"
        onClick={() => onChange([...skus, newSkuRow()])}
        disabled={skus.length >= CATALOG_LIMITS.skusMax}
      >
        {t('skus.add')}
      </Button>
    </div>
  );
}
