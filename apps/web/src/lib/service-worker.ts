import { registerSW } from 'virtual:pwa-register';
import { reportUpdateReady } from './app-update';

/**
 * Registers the mobile site's service worker (scope /wap/, built by vite-plugin-pwa); when a new
 * version has been deployed and is waiting, the update prompt offers to reload into it.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => reportUpdateReady(() => void update(true)),
    onRegisterError: (error: unknown) => console.error('The service worker could not be registered', error),
  });
}
