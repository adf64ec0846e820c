import { Notifications, useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import classes from './toaster.module.css';

/**
 * Where lib/toast's toasts appear: Mantine's notifications, centred under the header (so the side
 * is right in both directions), in a polite live region; errors inside it are role alert.
 *
 * Mounted with the first toast, and kept from then on: mounting it draws six positions' containers
 * in a portal, and the portal draws itself again at once (a layout effect), a long task on a phone
 * while the first page is still starting, for something most page views never show.
 */
export function Toaster() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Notifications
      position="top-center"
      containerWidth={440}
      zIndex={1000}
      classNames={{ root: classes.root }}
      aria-live="polite"
    />
  );
}
