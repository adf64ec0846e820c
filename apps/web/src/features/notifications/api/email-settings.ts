import { type EmailCategory, notificationRoutes } from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** notification!emailSettings: which notification e-mails the caller gets, and where. */
export function useEmailSettings() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.notifications.emailSettings(token),
    queryFn: ({ signal }) => callEndpoint(notificationRoutes.emailSettings, {}, { signal }),
    enabled: token !== null,
  });
}

export type EmailSwitch = { category: EmailCategory; on: boolean };

/** notification!saveEmailSettings: turns one category on (1) or off (0); the reply is the new state. */
export function useSaveEmailSetting() {
  const token = useToken();
  return useMutation({
    mutationFn: ({ category, on }: EmailSwitch) =>
      callEndpoint(notificationRoutes.saveEmailSettings, { [category]: on ? 1 : 0 }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.notifications.emailSettings(token), settings),
  });
}
