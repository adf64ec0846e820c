import { isWalletSyspara, type SysparaDefinitionVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { syspara } from '../../../db/schema/index.js';
import { formatDateTime } from '../../../lib/dates.js';
import { AppError } from '../../../lib/errors.js';
import {
  SYSPARA_DEFINITIONS,
  normaliseSysparaValue,
  sysparaDefinition,
  type SysparaDefinition,
} from '../syspara-definitions.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { forgetSysparaValues } from '../system.service.js';

function present(
  def: SysparaDefinition,
  stored: { value: string; updatedAt: Date } | undefined,
): SysparaDefinitionVo {
  return {
    code: def.code,
    type: def.type,
    value: stored?.value ?? def.defaultValue,
    defaultValue: def.defaultValue,
    min: def.min,
    max: def.max,
    description: def.description,
    updatedAt: formatDateTime(stored?.updatedAt),
  };
}

/**
 * Which parameters a console page sets: every one (the system parameters, operations and super
 * admin), or the wallet's (finance's wallet settings). The endpoints' access picks the roles.
 */
export type SysparaArea = 'all' | 'wallet';

const inArea = (area: SysparaArea, code: string) => area === 'all' || isWalletSyspara(code);

/** The area's system parameters, with definitions and values. */
export async function listSyspara(db: DbOrTx, area: SysparaArea): Promise<SysparaDefinitionVo[]> {
  const rows = await db.select().from(syspara);
  const stored = new Map(rows.map((r) => [r.code, r]));
  return SYSPARA_DEFINITIONS.filter((def) => inArea(area, def.code)).map((def) =>
    present(def, stored.get(def.code)),
  );
}

/** Sets one of the area's parameters, after checking it against its definition; audited. */
export async function updateSyspara(
  db: Db,
  input: { code: string; value: string },
  area: SysparaArea,
  audit: AuditContext,
): Promise<SysparaDefinitionVo> {
  // The area comes first, so finance cannot learn which other codes exist from the error.
  if (!inArea(area, input.code)) throw new AppError('COMMON_NO_PERMISSION');
  const def = sysparaDefinition(input.code);
  if (!def) throw new AppError('ADMIN_SYSPARA_UNKNOWN', { code: input.code });
  const value = normaliseSysparaValue(def, input.value);
  if (value === null) throw new AppError('ADMIN_SYSPARA_INVALID', { code: input.code });
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(syspara).where(eq(syspara.code, def.code)).for('update');
    const [after] = await tx
      .insert(syspara)
      .values({ code: def.code, value, updatedAt: audit.now })
      .onConflictDoUpdate({ target: syspara.code, set: { value, updatedAt: audit.now } })
      .returning();
    await recordAudit(tx, audit, {
      action: 'syspara.update',
      targetType: 'syspara',
      targetId: def.code,
      before: { value: before?.value ?? def.defaultValue },
      after: { value },
    });
    return present(def, after);
  });
  forgetSysparaValues(db);
  return saved;
}
