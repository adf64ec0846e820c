// Types of built-server.mjs for the TypeScript that starts it (the browser tests' fixtures).

export const root: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];

export type BuiltServer = {
  baseUrl: string;
  /** The last lines the server printed. */
  log: string[];
  /** Starts it again on the same address and data with `env` added. */
  restart(env?: Record<string, string>): Promise<void>;
  /** Stops it and removes its data folder. */
  stop(): Promise<void>;
};

export function startBuiltServer(options: {
  label: string;
  env?: Record<string, string>;
}): Promise<BuiltServer>;
