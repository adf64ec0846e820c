import { adminKeys } from '../../../../lib/query-keys';
import { queryClient } from '../../../../lib/query-client';
import { useRealtimeConnected, useRealtimeFrame } from '../../../../lib/realtime';
import { refreshSupportLists, storeClaim } from './support-conversations';
import { storeMessage } from './support-messages';

/**
 * Keeps the conversation lists current from the operator's websocket: every `support` frame (a new
 * message, the buyer's or support's) and every `hello` (a reconnect may have missed some) asks for
 * them again. Returns whether the socket is connected; the lists poll while it is not.
 */
export function useSupportListsLive(): boolean {
  useRealtimeFrame('operator', 'support', () => void refreshSupportLists());
  useRealtimeFrame('operator', 'hello', () => void refreshSupportLists());
  return useRealtimeConnected('operator');
}

/**
 * The inbox page's live updates: the lists, and the open conversation, whose new messages appear at
 * once and are then confirmed by the latest page (which marks the buyer's read and names the
 * operator who wrote support's).
 */
export function useSupportLive(openId: string | null): boolean {
  useRealtimeFrame('operator', 'support', (frame) => {
    void refreshSupportLists();
    const { conversationId, claimedBy, operatorId, message } = frame;
    // Someone claimed it (or it was handed over): shown at once, then confirmed below.
    if (claimedBy !== undefined && operatorId !== undefined) {
      storeClaim(conversationId, { operatorId, operatorName: claimedBy });
    }
    if (openId === null || conversationId !== openId) return;
    // A new message (a claim carries none: the conversation is read again).
    const isNew = message ? storeMessage(openId, { ...message, operatorName: '' }) : true;
    if (isNew) void queryClient.invalidateQueries({ queryKey: adminKeys.supportMessages(openId) });
    // Support's message from another operator: they may have claimed it by answering.
    if (!message || message.send_receive === 'send') {
      void queryClient.invalidateQueries({ queryKey: adminKeys.supportDetail(openId) });
    }
  });
  useRealtimeFrame(
    'operator',
    'hello',
    () => void queryClient.invalidateQueries({ queryKey: adminKeys.support }),
  );
  return useRealtimeConnected('operator');
}
