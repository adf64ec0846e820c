import { ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { MinusIcon, PlusIcon } from './icons';
import classes from './quantity-stepper.module.css';

type QuantityStepperProps = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The buttons' names, and the field's when no <label> points at `id`. */
  labels: { decrease: string; increase: string; input?: string };
  disabled?: boolean;
  /** The field's id, for a <label htmlFor>. */
  id?: string;
  /** The id of a hint (stock, minimum) read with the field. */
  describedBy?: string;
  /** sm in dense lists; lg where a finger needs 44 px (the mobile site's sheet). */
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /** Quantities are multiples of this (a product sold in packs); `min` is one of them. */
  step?: number;
};

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

/**
 * A whole-number quantity between min (the product's minimum) and max, in steps of `step`: the
 * buttons move a pack, and what is typed is rounded up to a whole pack on blur.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  labels,
  disabled = false,
  id,
  describedBy,
  size = 'md',
  testId = 'quantity-input',
  step = 1,
}: QuantityStepperProps) {
  // The largest whole number of packs within max.
  const top = Math.max(min, Math.floor(max / step) * step);
  const fit = (n: number) => clamp(Math.ceil(n / step) * step, min, top);
  // What the buyer is typing; null shows the current value.
  const [draft, setDraft] = useState<string | null>(null);
  const buttonSize = ({ sm: 'md', md: 'lg', lg: 'xl' } as const)[size];

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    const next = Number.isNaN(typed) ? min : fit(typed);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <div className={classes.stepper} data-size={size}>
      <ActionIcon
        variant="default"
        size={buttonSize}
        onClick={() => onChange(fit(Math.ceil(value / step) * step - step))}
        disabled={disabled || value <= min}
        aria-label={labels.decrease}
      >
        <MinusIcon size={16} />
      </ActionIcon>
      <input
        className={classes.input}
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/[^0-9]/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        aria-label={labels.input}
        aria-describedby={describedBy}
        data-testid={testId}
      />
      <ActionIcon
        variant="default"
        size={buttonSize}
        onClick={() => onChange(fit(Math.floor(value / step) * step + step))}
        disabled={disabled || value >= top}
        aria-label={labels.increase}
      >
        <PlusIcon size={16} />
      </ActionIcon>
    </div>
  );
}
