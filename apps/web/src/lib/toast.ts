/**
 * Toast notifications: shown with Mantine's notifications (mounted by components/ui/toaster.tsx),
 * adding what the spec asks of them: a delay, no duplicates, a duration and a colour per kind.
 */
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { i18next } from './i18n';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export type Toast = { id: string; kind: ToastKind; message: string };

type ShowOptions = {
  /** Wait this long before showing; the API client waits 500 ms (spec §9). */
  delayMs?: number;
  /** How long the toast stays; warnings asking for input stay 1.5 s (spec §2). */
  durationMs?: number;
};

const DEFAULT_DURATION: Record<ToastKind, number> = { error: 4000, warning: 3000, success: 2500, info: 3000 };

const COLOR: Record<ToastKind, string> = {
  error: 'var(--cv-sale)',
  warning: 'var(--cv-accent)',
  success: '#16a34a',
  info: 'var(--cv-primary)',
};

let nextId = 1;
const pending = new Map<string, ReturnType<typeof setTimeout>>();

function fingerprint(kind: ToastKind, message: string): string {
  return `${kind}\u0000${message}`;
}

function kindOf(notification: NotificationData): ToastKind {
  return notification['data-kind'] as ToastKind;
}

/** Every toast on screen or waiting for a free place (Mantine shows five at a time). */
export function getToasts(): Toast[] {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].map((item) => ({
    id: item.id ?? '',
    kind: kindOf(item),
    message: String(item.message),
  }));
}

/**
 * Shows a toast unless an identical one (same kind and text) is waiting or on screen, so a burst of
 * failing requests produces one message rather than a stack of copies. Errors and warnings are
 * announced at once (role alert), the rest when the reader is idle (role status).
 */
export function showToast(kind: ToastKind, message: string, options: ShowOptions = {}): void {
  const key = fingerprint(kind, message);
  if (pending.has(key) || getToasts().some((t) => fingerprint(t.kind, t.message) === key)) return;
  const reveal = () => {
    pending.delete(key);
    notifications.show({
      id: `toast-${nextId++}`,
      message,
      color: COLOR[kind],
      autoClose: options.durationMs ?? DEFAULT_DURATION[kind],
      role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
      'data-kind': kind,
      closeButtonProps: { 'aria-label': i18next.t('actions.dismiss', { ns: 'common' }) },
    });
  };
  if (options.delayMs) pending.set(key, setTimeout(reveal, options.delayMs));
  else reveal();
}

export const toast = {
  error: (message: string, options?: ShowOptions) => showToast('error', message, options),
  warning: (message: string, options?: ShowOptions) => showToast('warning', message, options),
  success: (message: string, options?: ShowOptions) => showToast('success', message, options),
  info: (message: string, options?: ShowOptions) => showToast('info', message, options),
};

/** For tests: forget every toast, shown or waiting. */
export function resetToasts(): void {
  for (const timer of pending.values()) clearTimeout(timer);
  pending.clear();
  notifications.clean();
}
