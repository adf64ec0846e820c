// Types of built-server.mjs for the TypeScript that starts it (the browser tests' fixtures).

export const root: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];

export type BuiltServer = {
  baseUrl: string;
  /** Its data folder. */
  dataDir: string;
  /** The last lines the server printed. */
  log: string[];
  /** Starts it again on the same address and data with `env` added. */
  restart(env?: Record<string, string>): Promise<void>;
  /** Stops it and removes its data folder, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
};

export function startBuiltServer(options: {
  label: string;
  env?: Record<string, string>;
  /** A folder seeded by seededDataFolder, copied as the server's data instead of seeding afresh. */
  seeded?: string;
}): Promise<BuiltServer>;

/** A data folder with the demo seeded, made once; the caller removes it. */
export function seededDataFolder(label: string): Promise<string>;
