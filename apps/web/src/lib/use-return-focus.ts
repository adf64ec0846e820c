import { useEffect, useState } from 'react';

/**
 * For a dialog mounted already open: Mantine gives focus back to the dialog's opener only when its
 * `opened` turns true while mounted, so a dialog rendered open from the start left focus on the
 * page's body when it closed, and a keyboard user at the top of the page. The element that had
 * focus as the dialog first rendered (its opener) gets it back when the dialog goes, unless focus
 * has already gone somewhere on purpose.
 */
export function useReturnFocus() {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement)) return;
      // Once the dialog's portal is gone and its focus trap has let go.
      window.setTimeout(() => {
        const current = document.activeElement;
        if (opener.isConnected && (current === null || current === document.body)) opener.focus();
      });
    },
    [opener],
  );
}
