import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dismissUpdate, useWaitingUpdate } from '../../../lib/app-update';
import classes from './wap.module.css';

/** "A new version is ready": reload into it now, or later (the next visit gets it anyway). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const update = useWaitingUpdate();
  if (!update) return null;
  return (
    <div className={classes.updatePrompt} role="status" data-testid="update-prompt">
      <span>{t('wap.updateReady')}</span>
      <div className={classes.updateActions}>
        <Button size="xs" variant="subtle" color="gray" onClick={dismissUpdate}>
          {t('wap.updateLater')}
        </Button>
        <Button size="xs" onClick={update.apply} data-testid="update-reload">
          {t('wap.updateReload')}
        </Button>
      </div>
    </div>
  );
}
