// Types of built-server.mjs for the TypeScript that starts it (the browser tests' fixtures).

export const root: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];

export type BuiltServer = {
  baseUrl: string;
  /** Its data folder. */
  dataDir: string;
  /** Its database's name on the PostgreSQL server, when it runs on one. */
  database?: string;
  /** The last lines the server printed. */
  log: string[];
  /** Starts it again on the same address and data with `env` added. */
  restart(env?: Record<string, string>): Promise<void>;
  /** Stops it and removes its data folder and database, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
};

export function startBuiltServer(options: {
  label: string;
  env?: Record<string, string>;
  /** What seededData made, copied as the server's data instead of seeding afresh. */
  seeded?: { dataDir: string; database?: string };
  /** A PostgreSQL server's address: the server runs on a database of its own there. */
  postgres?: string;
}): Promise<BuiltServer>;

/** A data folder (and with `postgres`, a database) with the demo seeded, made once. */
export function seededData(
  label: string,
  options?: { postgres?: string },
): Promise<{ dataDir: string; database?: string; remove(): Promise<void> }>;
