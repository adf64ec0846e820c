import { defineProject } from 'vitest/config';
import { serverTestOptions } from './test/tiers.js';

// The `server` project (`npm test`); `server-mocking` (its files that call vi.mock, isolated) and the
// slow tier's projects are in the repository's vitest.config.ts, all described in test/tiers.ts.
export default defineProject({ test: serverTestOptions('server') });
