import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { closeChat } from '../../../components/chat/chat-opener';
import { HeadsetIcon } from '../../../components/ui/icons';
import { loginPath } from '../../../lib/require-login';
import classes from './chat-dialog.module.css';

/** A visitor's chat: why to log in, and the way to (back to this page afterwards). */
export function LoginPrompt() {
  const { t } = useTranslation('chat');
  const { pathname, search } = useLocation();
  return (
    <div className={classes.login} data-testid="chat-login">
      <HeadsetIcon size={40} />
      <h3 className={classes.loginTitle}>{t('login.title')}</h3>
      <p className={classes.loginText}>{t('login.text')}</p>
      <Button component={Link} to={loginPath(pathname + search)} onClick={closeChat}>
        {t('login.link')}
      </Button>
    </div>
  );
}
