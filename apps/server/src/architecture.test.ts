// The server's shape (docs/architecture.md): a module uses another only through its public face,
// modules/<name>/index.ts (the lint rule caravan/module-boundaries, shown here failing a deliberate
// violation). That no import cycle exists anywhere is scripts/architecture.test.mjs's check.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const repo = resolve(src, '../../..');

describe('the server’s architecture', () => {
  it('lets a module use another only through its index.ts: the lint rule fails a deliberate violation', async () => {
    const eslint = new ESLint({ cwd: repo });
    const lint = async (code: string, file = 'modules/orders/boundary-probe.ts') => {
      const [result] = await eslint.lintText(code, { filePath: join(src, file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'caravan/module-boundaries');
    };
    const reachingIn = await lint(
      "import { findAddressForOrder } from '../address/address.service.js';\nexport const probe = findAddressForOrder;\n",
    );
    expect(reachingIn.map((m) => m.message)).toEqual([
      'modules/orders uses modules/address only through its public face (modules/address/index.ts), not address.service.js.',
    ]);
    const throughFace = await lint(
      "import { findAddressForOrder } from '../address/index.js';\nexport const probe = findAddressForOrder;\n",
    );
    expect(throughFace).toEqual([]);
    const ownModule = await lint(
      "import { priceLines } from './checkout.service.js';\nexport const probe = priceLines;\n",
    );
    expect(ownModule).toEqual([]);
    // A module's console/ folder (its operator endpoints) is part of the module.
    const consoleProbe = 'modules/orders/console/boundary-probe.ts';
    const consoleOwn = await lint(
      "import { findOrders } from '../order-lists.repository.js';\nexport const probe = findOrders;\n",
      consoleProbe,
    );
    expect(consoleOwn).toEqual([]);
    const consoleReachingIn = await lint(
      "import { findAddressForOrder } from '../../address/address.service.js';\nexport const probe = findAddressForOrder;\n",
      consoleProbe,
    );
    expect(consoleReachingIn.map((m) => m.message)).toEqual([
      'modules/orders uses modules/address only through its public face (modules/address/index.ts), not address.service.js.',
    ]);
  }, 60_000);
});
