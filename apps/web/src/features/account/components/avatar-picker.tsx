import { AVATAR_COUNT } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/account/avatars';
import { avatarIndex } from '../../../lib/avatar-index';
import { toast } from '../../../lib/toast';
import { useRefreshAvatar } from '../api/refresh-avatar';
import classes from './dashboard.module.css';

const CHOICES = Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1);

/** The twelve built-in avatars as a radio group; choosing one saves it at once. */
export function AvatarPicker({ current, onDone }: { current: string | undefined; onDone: () => void }) {
  const { t } = useTranslation('account');
  const refresh = useRefreshAvatar();
  const selected = avatarIndex(current);

  const choose = (idx: number) => {
    if (idx === selected) {
      onDone();
      return;
    }
    refresh.mutate(idx, {
      onSuccess: () => {
        toast.success(t('dashboard.avatarSaved'));
        onDone();
      },
    });
  };

  return (
    <div className={classes.picker} data-testid="avatar-picker">
      <p className={classes.pickerTitle} id="avatar-picker-title">
        {t('dashboard.chooseAvatar')}
      </p>
      <div className={classes.pickerGrid} role="radiogroup" aria-labelledby="avatar-picker-title">
        {CHOICES.map((idx) => (
          <button
            key={idx}
            type="button"
            role="radio"
            aria-checked={idx === selected}
            aria-label={t('dashboard.avatarNumber', { number: idx })}
            className={classes.pickerItem}
            disabled={refresh.isPending}
            onClick={() => choose(idx)}
          >
            <UserAvatar avatar={idx} size={56} />
          </button>
        ))}
      </div>
    </div>
  );
}
