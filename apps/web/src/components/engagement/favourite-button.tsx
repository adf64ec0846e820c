import { Button, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useKeepGoods } from '../../lib/engagement-api';
import { useRequireLogin } from '../../lib/require-login';
import { HeartIcon } from '../ui/icons';

type FavouriteButtonProps = {
  sellerGoodsId: string;
  /** Whether the product is in the buyer's favourites now (GoodsVo.isKeep === 1). */
  kept: boolean;
  size?: MantineSize;
  fullWidth?: boolean;
};

/** Adds the product to favourites or removes it; logged out, it opens the login page first. */
export function FavouriteButton({ sellerGoodsId, kept, size = 'md', fullWidth }: FavouriteButtonProps) {
  const { t } = useTranslation('catalog');
  const requireLogin = useRequireLogin();
  const keep = useKeepGoods();
  return (
    <Button
      variant={kept ? 'light' : 'default'}
      color={kept ? 'red' : undefined}
      size={size}
      fullWidth={fullWidth}
      leftSection={<HeartIcon size={18} fill={kept ? 'currentColor' : 'none'} />}
      aria-pressed={kept}
      loading={keep.isPending}
      onClick={() => requireLogin(() => keep.mutate({ sellerGoodsId, kept: !kept }))}
      data-testid="favourite-button"
    >
      {kept ? t('favourite.on') : t('favourite.off')}
    </Button>
  );
}
