import { accountRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { updateCachedCurrentUser } from '../../../lib/current-user';

/** localuser!refreshAvatar: choose one of the built-in avatars (1…AVATAR_COUNT). */
export function refreshAvatar(idx: number): Promise<unknown> {
  return callEndpoint(accountRoutes.setAvatar, { idx });
}

export function useRefreshAvatar() {
  return useMutation({
    mutationFn: refreshAvatar,
    onSuccess: (_reply, idx) => updateCachedCurrentUser({ avatar: String(idx) }),
  });
}
