import { lazy, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A page loaded when it is first opened, its own chunk: `lazyPage(() => import('../app/routes/x-page'), 'XPage')`
 * (the route's layout shows the loader meanwhile).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}
