import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Finished replies of anonymous catalogue reads, kept per catalogue version (ADR 008). A catalogue
 * change moves the version on, so every earlier entry stops being read at once; entries also expire
 * after the TTL (CATALOG_CACHE_SECONDS), which bounds how stale counters such as views, followers
 * and sales can be. In the scaled mode the version and the entries live in Redis so that every
 * instance shares them; a Redis failure means a miss, never a failed request.
 */
export interface CatalogCache {
  /** The current version and, when present, the entry stored under it for `key`. */
  lookup(key: string): Promise<{ version: string; value: string | undefined }>;
  /** Stores an entry under the version its lookup returned (a later change makes it unreachable). */
  store(version: string, key: string, value: string): Promise<void>;
  /** Records a catalogue change: every instance stops serving what it cached before. */
  changed(): Promise<void>;
  /** Runs `listener` whenever this instance learns of a change (to drop its own local caches). */
  onChange(listener: () => void): void;
}

abstract class VersionListeners {
  private readonly listeners: Array<() => void> = [];
  private seen: string | undefined;

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Tells the listeners when the version differs from the last one this instance saw. */
  protected observe(version: string): void {
    if (this.seen !== undefined && this.seen !== version) this.notify();
    this.seen = version;
  }

  /** A change made here: the listeners hear of it at once, whatever the store did. */
  protected changedTo(version: string | undefined): void {
    if (version !== undefined) this.seen = version;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export class MemoryCatalogCache extends VersionListeners implements CatalogCache {
  // A per-process prefix, so that versions (and the ETags derived from replies) never repeat
  // across restarts of the same data.
  private readonly boot = randomBytes(4).toString('hex');
  private counter = 0;
  private bytes = 0;
  private readonly entries = new Map<string, { value: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  private get version(): string {
    return `${this.boot}.${this.counter}`;
  }

  async lookup(key: string) {
    const hit = this.entries.get(key);
    if (hit && hit.expires <= this.now()) this.remove(key);
    return { version: this.version, value: hit && hit.expires > this.now() ? hit.value : undefined };
  }

  async store(version: string, key: string, value: string): Promise<void> {
    if (this.ttlMs <= 0 || version !== this.version) return;
    this.remove(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    this.bytes += value.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  async changed(): Promise<void> {
    this.counter += 1;
    this.entries.clear();
    this.bytes = 0;
    this.changedTo(this.version);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.value.length;
    this.entries.delete(key);
  }
}

export class RedisCatalogCache extends VersionListeners implements CatalogCache {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly prefix = 'caravan',
  ) {
    super();
  }

  private get versionKey(): string {
    return `${this.prefix}:catalog:version`;
  }

  private async currentVersion(): Promise<string> {
    const version = await this.redis.get(this.versionKey);
    if (version) return version;
    // The first instance to look starts the count; the random start keeps ETags unique if Redis
    // is emptied.
    await this.redis.set(this.versionKey, String(randomBytes(4).readUInt32BE(0)), 'NX');
    return (await this.redis.get(this.versionKey)) ?? '0';
  }

  async lookup(key: string) {
    try {
      const version = await this.currentVersion();
      this.observe(version);
      if (this.ttlMs <= 0) return { version, value: undefined };
      const value = await this.redis.get(`${this.prefix}:catalog:${version}:${key}`);
      return { version, value: value ?? undefined };
    } catch {
      return { version: '', value: undefined };
    }
  }

  async store(version: string, key: string, value: string): Promise<void> {
    if (this.ttlMs <= 0 || !version) return;
    try {
      await this.redis.set(`${this.prefix}:catalog:${version}:${key}`, value, 'PX', this.ttlMs);
    } catch {
      // Not cached this time; the reply itself is already on its way.
    }
  }

  async changed(): Promise<void> {
    let version: string | undefined;
    try {
      version = String(await this.redis.incr(this.versionKey));
    } catch {
      // Redis is down: other instances' entries expire within the TTL; this one forgets its own.
    }
    this.changedTo(version);
  }
}
