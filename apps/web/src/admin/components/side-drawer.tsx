import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { escapeInside } from '../../lib/escape-inside';
import { ADMIN_NS } from '../../lib/i18n';
import classes from './side-drawer.module.css';

type SideDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Its width on a computer; a phone gives it the whole screen. */
  width: number;
  children: ReactNode;
};

/** The console's drawer for one record under review or in detail, docked on the end side. */
export function SideDrawer({ opened, onClose, title, width, children }: SideDrawerProps) {
  const { t } = useTranslation(ADMIN_NS);
  const isPhone = useMediaQuery('(max-width: 40em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // "right" is the end side: Mantine docks it on the left in right-to-left pages.
      position="right"
      size={isPhone ? '100%' : width}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // The record's review opens dialogs (a reason, a confirmation): their Escape is theirs alone.
      closeOnEscape={false}
      onKeyDown={escapeInside(onClose)}
    >
      {children}
    </Drawer>
  );
}

/** One fact in a drawer's list of them (a <dl>): its label and value; `wide` spans every column. */
export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
