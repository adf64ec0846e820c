import { registerSW } from 'virtual:pwa-register';
import { reportUpdateReady } from './app-update';

/**
 * Registers the service worker (the whole origin, built by vite-plugin-pwa): the mobile site's app
 * shell and every site's offline page. When a new version has been deployed and is waiting, the
 * mobile site's update prompt offers to reload into it.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => reportUpdateReady(() => void update(true)),
    onRegisterError: (error: unknown) => console.error('The service worker could not be registered', error),
  });
}
