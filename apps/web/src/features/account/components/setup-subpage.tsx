import type { ReactNode } from 'react';
import { Subpage } from '../../../components/account/subpage';
import type { KeyPart } from '../../../lib/i18n';

type SetupSubpageProps = {
  titleKey: KeyPart<'pages', 'titles.'>;
  lead?: ReactNode;
  testId: string;
  children: ReactNode;
};

/** A settings page under /userInfo/setup: a way back, its title, a line on what it does. */
export function SetupSubpage(props: SetupSubpageProps) {
  return <Subpage {...props} back={{ to: '/userInfo/setup', titleKey: 'setup' }} />;
}
