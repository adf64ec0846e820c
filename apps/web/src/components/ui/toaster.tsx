import { Notifications } from '@mantine/notifications';
import classes from './toaster.module.css';

/**
 * Where lib/toast's toasts appear: Mantine's notifications, centred under the header (so the side
 * is right in both directions), in a polite live region; errors inside it are role alert.
 */
export function Toaster() {
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
