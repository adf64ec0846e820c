import type { KeyboardEvent } from 'react';

/**
 * Escape for a drawer that opens dialogs of its own. Mantine closes every open drawer and modal on
 * Escape (each listens on the window), so Escape in a reason dialog also closed the record's drawer
 * behind it and lost what was typed. Such a drawer turns its own listener off
 * (`closeOnEscape={false}`) and passes this as its `onKeyDown`: it closes on an Escape pressed inside
 * it. A dialog it opened is in a portal of its own, outside it in the page though inside it in React,
 * so that dialog's Escape closes the dialog alone. A select whose list is open marks its input, as
 * Mantine's own listener reads it, so that Escape closes the list alone.
 */
export function escapeInside(onClose: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    const target = event.target as Element;
    if (!event.currentTarget.contains(target)) return;
    if (target.getAttribute('data-mantine-stop-propagation') === 'true') return;
    onClose();
  };
}
