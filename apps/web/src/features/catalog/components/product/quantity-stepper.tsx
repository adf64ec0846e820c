import { ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from './detail-icons';
import classes from './purchase-panel.module.css';

type QuantityStepperProps = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

/** A whole-number quantity between min (the product's buyMin) and max; typing is checked on blur. */
export function QuantityStepper({ value, min, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation('catalog');
  // What the buyer is typing; null shows the current value.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    const next = Number.isNaN(typed) ? min : clamp(typed, min, max);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <div className={classes.stepper}>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onChange(clamp(value - 1, min, max))}
        disabled={disabled || value <= min}
        aria-label={t('quantity.decrease')}
      >
        <MinusIcon size={16} />
      </ActionIcon>
      <input
        className={classes.quantityInput}
        id="product-quantity"
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/[^0-9]/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        aria-describedby="product-quantity-hint"
        data-testid="quantity-input"
      />
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onChange(clamp(value + 1, min, max))}
        disabled={disabled || value >= max}
        aria-label={t('quantity.increase')}
      >
        <PlusIcon size={16} />
      </ActionIcon>
    </div>
  );
}
