import type { Db } from '../src/db/client.js';
import { syspara } from '../src/db/schema/index.js';
import { forgetSysparaValues } from '../src/modules/system/index.js';

// System parameters (syspara) as tests set them: directly, without an operator's audited save.

/** Sets system parameters (syspara): each code to its value, whether or not it was set before. */
export async function setSystemParams(db: Db, values: Record<string, string>): Promise<void> {
  for (const [code, value] of Object.entries(values)) {
    await db
      .insert(syspara)
      .values({ code, value })
      .onConflictDoUpdate({ target: syspara.code, set: { value } });
  }
  forgetSysparaValues(db);
}
