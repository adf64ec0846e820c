/** Toast notifications: a tiny external store, rendered by components/ui/toaster.tsx. */
export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export type Toast = { id: number; kind: ToastKind; message: string };

type ShowOptions = {
  /** Wait this long before showing; the API client waits 500 ms (spec §9). */
  delayMs?: number;
  /** How long the toast stays; warnings asking for input stay 1.5 s (spec §2). */
  durationMs?: number;
};

const DEFAULT_DURATION: Record<ToastKind, number> = { error: 4000, warning: 3000, success: 2500, info: 3000 };

let nextId = 1;
let visible: Toast[] = [];
const pending = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function fingerprint(kind: ToastKind, message: string): string {
  return `${kind}\u0000${message}`;
}

export function dismissToast(id: number): void {
  const before = visible.length;
  visible = visible.filter((t) => t.id !== id);
  if (visible.length !== before) emit();
}

/**
 * Shows a toast unless an identical one (same kind and text) is waiting or on screen, so a burst of
 * failing requests produces one message rather than a stack of copies.
 */
export function showToast(kind: ToastKind, message: string, options: ShowOptions = {}): void {
  const key = fingerprint(kind, message);
  if (pending.has(key) || visible.some((t) => fingerprint(t.kind, t.message) === key)) return;
  const reveal = () => {
    pending.delete(key);
    const toast: Toast = { id: nextId++, kind, message };
    visible = [...visible, toast];
    emit();
    setTimeout(() => dismissToast(toast.id), options.durationMs ?? DEFAULT_DURATION[kind]);
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

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return visible;
}

/** For tests: forget every toast. */
export function resetToasts(): void {
  visible = [];
  for (const timer of pending.values()) clearTimeout(timer);
  pending.clear();
  emit();
}
