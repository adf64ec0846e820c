import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeyPart } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChevronBackIcon } from '../ui/icons';
import classes from './subpage.module.css';

export { classes as subpageClasses };

type SubpageProps = {
  /** `titles.<key>` of the pages namespace: the heading and the document title. */
  titleKey: KeyPart<'pages', 'titles.'>;
  /** The page a "back" link returns to, and that page's title key. */
  back: { to: string; titleKey: KeyPart<'pages', 'titles.'> };
  lead?: ReactNode;
  testId: string;
  children: ReactNode;
};

/** A user-centre page under another (settings, wallet): a way back, its title, what it does. */
export function Subpage({ titleKey, back, lead, testId, children }: SubpageProps) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className={classes.panel} data-testid={testId}>
      <Link to={back.to} className={classes.back}>
        <ChevronBackIcon size={16} />
        {t(`titles.${back.titleKey}`)}
      </Link>
      <h1 className={classes.title}>{title}</h1>
      {lead && <p className={classes.lead}>{lead}</p>}
      {children}
    </div>
  );
}

/** A settings page under /userInfo/setup: a way back, its title, a line on what it does. */
export function SetupSubpage(props: Omit<SubpageProps, 'back'>) {
  return <Subpage {...props} back={{ to: '/userInfo/setup', titleKey: 'setup' }} />;
}
