// Run by Vitest before every server test file (serverTestOptions' setupFiles), so that each file,
// whichever worker and module graph it shares, checks the books after each test and closes its apps.
import { afterAll, afterEach } from 'vitest';
import { checkTestLedgers, closeTestApps } from './open-apps.js';

afterEach(checkTestLedgers);
afterAll(closeTestApps);
