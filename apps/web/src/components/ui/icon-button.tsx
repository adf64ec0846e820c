import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type IconButtonProps = Omit<ActionIconProps, 'variant' | 'color'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ActionIconProps | 'aria-label' | 'title'> & {
    /** What the button does: its accessible name, and the tooltip a pointer shows. */
    label: string;
    /** The icon. */
    children: ReactNode;
  };

/** A quiet (subtle, grey) button that shows only an icon, named by `label` for every reader. */
export function IconButton({ label, children, ...props }: IconButtonProps) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={label} title={label} {...props}>
      {children}
    </ActionIcon>
  );
}
