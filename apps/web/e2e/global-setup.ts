import { rm } from 'node:fs/promises';
import { seededDataFolder } from '../../../scripts/built-server.mjs';

/**
 * Before the browser tests: one data folder with the demo seeded, which every worker's server
 * copies (fixtures.ts) rather than seeding its own; removed when the run ends. The workers read its
 * path from the environment, which Playwright hands them from here.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const folder = await seededDataFolder('e2e-seed');
  process.env.E2E_SEEDED_DATA = folder;
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
