import { useSyncExternalStore } from 'react';

// The chat dialog's switch, shared by every screen that opens it (the header's icons, "Contact
// seller" on a product or an order, the mobile "Me" page) and the layout that mounts the dialog.
// Features do not import each other (DESIGN.md §3), so the opener lives here; it is a few lines,
// and the dialog itself is loaded only once something opens it.

/** What a buyer writes from: a product (its sellerGoods id, contextType 1) or an order (2). */
export type ChatAbout = { contextType: 1 | 2; contextId: string };

/** Where the dialog opens: customer service, or the shops tab (a shop's conversation when given). */
export type ChatRequest =
  | { tab: 'support'; about?: ChatAbout }
  | { tab: 'shops'; partyid?: string; shopName?: string; about?: ChatAbout };

export type ChatOpenerState = {
  open: boolean;
  request: ChatRequest;
  /** Counts the requests, so that opening the dialog anew (another shop) resets what it shows. */
  seq: number;
};

let state: ChatOpenerState = { open: false, request: { tab: 'support' }, seq: 0 };
const listeners = new Set<() => void>();
/** The control that opened the dialog: focus goes back to it when the dialog closes. */
let opener: HTMLElement | null = null;

function emit(next: ChatOpenerState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the chat dialog where `request` says (customer service by default). */
export function openChat(request: ChatRequest = { tab: 'support' }): void {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!state.open && active instanceof HTMLElement && active !== document.body) opener = active;
  emit({ open: true, request, seq: state.seq + 1 });
}

/** Closes the dialog and gives the focus back to what opened it. */
export function closeChat(): void {
  if (!state.open) return;
  emit({ ...state, open: false });
  const back = opener;
  opener = null;
  if (back?.isConnected) back.focus();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => state;

/** Whether the dialog is open, and where it was asked to open. */
export function useChatOpener(): ChatOpenerState {
  return useSyncExternalStore(subscribe, read, read);
}
