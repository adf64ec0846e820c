import type { GoodsVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { isSelectable, type Selection } from './sku-selection';
import classes from './purchase-panel.module.css';

type Choices = NonNullable<GoodsVo['canSelectAttributes']>;

type SkuPickerProps = {
  choices: Choices;
  selection: Selection;
  onToggle: (attrName: string, value: string) => void;
  /** Attribute names the buyer tried to order without choosing. */
  missing: readonly string[];
};

/**
 * One group of buttons per attribute. A value that no SKU in stock has together with the other
 * choices is disabled; choosing a value again clears it.
 */
export function SkuPicker({ choices, selection, onToggle, missing }: SkuPickerProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className={classes.attributes} data-testid="sku-picker">
      {choices.attributes.map((attribute, index) => {
        const labelId = `sku-attr-${index}`;
        const chosen = selection[attribute.attrName];
        const isMissing = missing.includes(attribute.attrName);
        return (
          <div key={attribute.attrName} className={classes.attribute}>
            <div className={classes.label}>
              <span dir="auto" id={labelId}>
                {attribute.attrName}
              </span>
              {chosen !== undefined && (
                <span className={classes.chosen} dir="auto">
                  {chosen}
                </span>
              )}
            </div>
            <div
              role="group"
              aria-labelledby={labelId}
              className={classes.values}
              data-missing={isMissing ? '' : undefined}
            >
              {attribute.values.map((value) => {
                const selectable = isSelectable(choices, selection, attribute.attrName, value);
                return (
                  <button
                    key={value}
                    type="button"
                    className={classes.value}
                    aria-pressed={chosen === value}
                    disabled={!selectable && chosen !== value}
                    title={selectable ? undefined : t('sku.unavailable')}
                    onClick={() => onToggle(attribute.attrName, value)}
                    dir="auto"
                  >
                    {value}
                  </button>
                );
              })}
            </div>
            {isMissing && (
              <p className={classes.missing} role="alert">
                {t('sku.choose', { name: attribute.attrName })}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
