import { Suspense, useState } from 'react';
import { useChatOpener } from '../../components/chat/chat-opener';
import { useStartupSyspara } from '../../features/system/api/get-syspara';
import { lazyPage } from '../../lib/lazy-page';

const loadChat = () => import('../../features/chat/components/chat-dialog');
const ChatDialog = lazyPage(loadChat, 'ChatDialog');

/**
 * Starts fetching the chat's code before the dialog is asked for (a pointer over its icon). Its
 * failure is not this pointer's concern (nor an unhandled rejection): the dialog, when opened,
 * loads its code itself.
 */
export function preloadChat(): void {
  loadChat().catch(() => undefined);
}

/**
 * Where the chat dialog lives in a storefront layout. Its code is a chunk of its own, fetched the
 * first time something opens the dialog, so a first page ships none of it.
 */
export function ChatHost() {
  const { open } = useChatOpener();
  const [isWanted, setWanted] = useState(open);
  if (open && !isWanted) setWanted(true);
  return isWanted ? <LoadedChat /> : null;
}

/** The dialog, with the operators' other support address (syspara customer_service_url) if set. */
function LoadedChat() {
  const helpUrl = useStartupSyspara().data?.customer_service_url ?? undefined;
  return (
    <Suspense fallback={null}>
      <ChatDialog helpUrl={helpUrl} />
    </Suspense>
  );
}
