import type { ReactNode } from 'react';
import { Subpage } from '../../../components/account/subpage';

type SetupSubpageProps = { titleKey: string; lead?: ReactNode; testId: string; children: ReactNode };

/** A settings page under /userInfo/setup: a way back, its title, a line on what it does. */
export function SetupSubpage(props: SetupSubpageProps) {
  return <Subpage {...props} back={{ to: '/userInfo/setup', titleKey: 'setup' }} />;
}
