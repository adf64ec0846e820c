import { SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import ui from '../../../components/admin-ui.module.css';
import classes from './promotions.module.css';

type ChoiceProps<V extends string> = {
  id: string;
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled: boolean;
  error?: ReactNode;
};

/** A choice of two in the coupon form, labelled as the form's other fields are. */
export function Choice<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
  error,
}: ChoiceProps<V>) {
  return (
    <div className={classes.choice}>
      <span id={`${id}-label`} className={classes.choiceLabel}>
        {label}
      </span>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        fullWidth
        value={value}
        disabled={disabled}
        onChange={(next) => onChange(options.find((o) => o.value === next)?.value ?? value)}
        data={options}
        data-testid={id}
      />
      {error && (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
