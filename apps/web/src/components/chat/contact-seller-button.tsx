import { Button, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useToken } from '../../lib/auth';
import { getLocalUser } from '../../lib/current-user';
import { queryKeys } from '../../lib/query-keys';
import { useRequireLogin } from '../../lib/require-login';
import { MessagesIcon } from '../ui/icons';
import { openChat, type ChatAbout } from './chat-opener';

type ContactSellerButtonProps = {
  sellerId: string;
  shopName: string;
  /** What the buyer writes from: a product of this shop or an order with it. */
  about?: ChatAbout;
  size?: MantineSize;
  fullWidth?: boolean;
};

/**
 * "Contact seller": opens the chat with this shop, the first message saying what it is about. A
 * visitor is asked to log in first; a seller is not offered a chat with its own shop.
 */
export function ContactSellerButton({
  sellerId,
  shopName,
  about,
  size = 'sm',
  fullWidth,
}: ContactSellerButtonProps) {
  const { t } = useTranslation('chat');
  const requireLogin = useRequireLogin();
  const token = useToken();
  // The user as the header has fetched it (this button asks for nothing itself).
  const user = useQuery({
    queryKey: queryKeys.currentUser(token),
    queryFn: ({ signal }) => getLocalUser(signal),
    enabled: false,
  });
  if (token && user.data?.sellerId === sellerId) return null;
  return (
    <Button
      variant="default"
      size={size}
      fullWidth={fullWidth}
      leftSection={<MessagesIcon size={16} />}
      onClick={() => requireLogin(() => openChat({ tab: 'shops', partyid: sellerId, shopName, about }))}
      data-testid="contact-seller"
    >
      {t('contactSeller')}
    </Button>
  );
}
