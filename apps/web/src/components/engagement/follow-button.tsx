import { Button, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFollowShop } from '../../lib/engagement-api';
import { useRequireLogin } from '../../lib/require-login';
import { CheckIcon, PlusIcon } from '../ui/icons';

type FollowButtonProps = {
  sellerId: string;
  /** Whether the buyer follows the shop now (SellerVo.isFocus === 1). */
  followed: boolean;
  size?: MantineSize;
};

/**
 * Follows the shop or stops following it; logged out, it opens the login page first. The server
 * refuses a seller's account following any shop (its own or another, spec §6), and that message is
 * shown as it comes.
 */
export function FollowButton({ sellerId, followed, size = 'sm' }: FollowButtonProps) {
  const { t } = useTranslation('catalog');
  const requireLogin = useRequireLogin();
  const follow = useFollowShop();
  return (
    <Button
      variant={followed ? 'default' : 'filled'}
      size={size}
      leftSection={followed ? <CheckIcon size={16} /> : <PlusIcon size={16} />}
      aria-pressed={followed}
      loading={follow.isPending}
      onClick={() => requireLogin(() => follow.mutate({ sellerId, followed: !followed }))}
      data-testid="follow-button"
    >
      {followed ? t('follow.on') : t('follow.off')}
    </Button>
  );
}
