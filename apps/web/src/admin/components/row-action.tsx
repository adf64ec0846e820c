import { Button, type ButtonProps } from '@mantine/core';
import { ButtonSubject } from '../../components/ui/button-subject';

type RowActionProps = Pick<ButtonProps, 'color' | 'variant' | 'size'> & {
  /** What the button says ("Edit"). */
  label: string;
  /** The row it acts on ("Kitchen", a withdrawal's number), said after the label to a screen reader. */
  subject: string;
  onClick: () => void;
  testId?: string;
};

/** An action on one row of a console list (edit, delete, pay, reject): a compact button. */
export function RowAction({ label, subject, onClick, testId, size = 'compact-sm', ...look }: RowActionProps) {
  return (
    <Button size={size} {...look} onClick={onClick} data-testid={testId}>
      {label}
      <ButtonSubject>{subject}</ButtonSubject>
    </Button>
  );
}
