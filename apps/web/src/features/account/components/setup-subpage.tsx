import type { ComponentProps } from 'react';
import { Subpage } from '../../../components/account/subpage';

/** A settings page under /userInfo/setup: a way back, its title, a line on what it does. */
export function SetupSubpage(props: Omit<ComponentProps<typeof Subpage>, 'back'>) {
  return <Subpage {...props} back={{ to: '/userInfo/setup', titleKey: 'setup' }} />;
}
