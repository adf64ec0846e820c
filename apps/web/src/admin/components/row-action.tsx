import { Button, type ButtonProps } from '@mantine/core';

type RowActionProps = Pick<ButtonProps, 'color' | 'variant'> & {
  /** What the button says ("Edit"). */
  label: string;
  /** The same with the row's name ("Edit Kitchen"): a screen reader's list of buttons tells the rows apart. */
  named: string;
  onClick: () => void;
  testId?: string;
};

/** An action on one row of a console list (edit, delete, pay, reject): a compact button. */
export function RowAction({ label, named, onClick, testId, ...look }: RowActionProps) {
  return (
    <Button size="compact-sm" {...look} onClick={onClick} aria-label={named} data-testid={testId}>
      {label}
    </Button>
  );
}
