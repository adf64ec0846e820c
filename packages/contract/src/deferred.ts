// Schemas built on first use. Building a zod schema is work (each one installs its methods and
// checks) and the contract holds several hundred, all built as their modules load: the whole
// contract takes about 60 ms of this machine's CPU, and the mobile home page's share of it showed as
// 30–45 ms of module evaluation in its first tasks (four times that on Lighthouse's phone). A page
// uses a few of them, when it sends a form or checks a reply. A server registers every endpoint as
// it starts, so it builds them at once and never pays for the forwarding.

/** Whether this runtime builds schemas when first used (a browser) or at once (a server, a script). */
const DEFER_BY_DEFAULT = 'document' in globalThis;

/**
 * A value built by `build` when something first reads it, standing in for it meanwhile: reads,
 * `in`, keys, spreads, `instanceof` and property writes all reach the built value. Built at once
 * where nothing is deferred (`defer` false, a server by default).
 *
 * The contract writes each schema as `export const X = deferred(() => z.object({ … }))`; its type
 * is the schema's own.
 */
export function deferred<T extends object>(build: () => T, defer = DEFER_BY_DEFAULT): T {
  if (!defer) return build();
  let built: T | undefined;
  let building = false;
  const value = (): T => {
    if (built) return built;
    if (building) throw new Error('A deferred value read itself while it was being built');
    building = true;
    try {
      built = build();
    } finally {
      building = false;
    }
    return built;
  };
  // The stand-in has no properties of its own, so every answer comes from the built value; a
  // property the built value cannot reconfigure is reported as configurable, as a proxy must for a
  // property its own target lacks.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, next) => Reflect.set(value(), key, next),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
