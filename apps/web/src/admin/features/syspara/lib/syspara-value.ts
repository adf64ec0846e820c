import type { SysparaDefinitionVo } from '@caravan/contract';

type Definition = Pick<SysparaDefinitionVo, 'type' | 'min' | 'max' | 'defaultValue' | 'value'>;

/** The server's limit on any value (SysparaUpdateParams). */
export const SYSPARA_MAX_LENGTH = 2000;

export type SysparaProblem =
  | { error: 'required' | 'integer' | 'decimal' | 'boolean' | 'url' }
  | { error: 'min'; min: number }
  | { error: 'max'; max: number }
  | { error: 'tooLong'; max: number };

export type SysparaCheck = { ok: true; value: string } | ({ ok: false } & SysparaProblem);

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const TRUTHY = new Set(['true', '1']);
const FALSY = new Set(['false', '0']);

function inBounds(definition: Definition, n: number): SysparaCheck | undefined {
  if (definition.min !== null && n < definition.min) return { ok: false, error: 'min', min: definition.min };
  if (definition.max !== null && n > definition.max) return { ok: false, error: 'max', max: definition.max };
  return undefined;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Checks a value typed for a parameter against its type and bounds before it is sent, and returns
 * the value to send (trimmed; integers without leading zeros). The server checks again.
 */
export function checkSysparaValue(definition: Definition, raw: string): SysparaCheck {
  const text = definition.type === 'text' ? raw : raw.trim();
  if (text.length > SYSPARA_MAX_LENGTH) return { ok: false, error: 'tooLong', max: SYSPARA_MAX_LENGTH };
  switch (definition.type) {
    case 'integer': {
      if (text === '') return { ok: false, error: 'required' };
      if (!INTEGER.test(text) || !Number.isSafeInteger(Number(text))) return { ok: false, error: 'integer' };
      const n = Number(text);
      return inBounds(definition, n) ?? { ok: true, value: String(n) };
    }
    case 'decimal': {
      if (text === '') return { ok: false, error: 'required' };
      if (!DECIMAL.test(text)) return { ok: false, error: 'decimal' };
      return inBounds(definition, Number(text)) ?? { ok: true, value: text.replace(/^\+/, '') };
    }
    case 'boolean':
      return TRUTHY.has(text) || FALSY.has(text)
        ? { ok: true, value: text }
        : { ok: false, error: 'boolean' };
    case 'url':
      // An address may be left empty only where the default is empty (the feature is off).
      if (text === '')
        return definition.defaultValue === '' ? { ok: true, value: '' } : { ok: false, error: 'required' };
      return isWebAddress(text) ? { ok: true, value: text } : { ok: false, error: 'url' };
    case 'text':
      return { ok: true, value: text };
  }
}

/** Whether a boolean value is on, whichever spelling ('true'/'1') the parameter uses. */
export function isOn(value: string): boolean {
  return TRUTHY.has(value.trim().toLowerCase());
}

/** The spelling of on and off this parameter already uses ('true'/'false' or '1'/'0'). */
export function booleanSpelling(definition: Definition): { on: string; off: string } {
  const words = [definition.value, definition.defaultValue].map((v) => v.trim().toLowerCase());
  return words.some((w) => w === 'true' || w === 'false')
    ? { on: 'true', off: 'false' }
    : { on: '1', off: '0' };
}

/** Whether a value equals the parameter's default (numerically for numbers, 1 = true for switches). */
export function isDefaultValue(definition: Definition, value: string): boolean {
  const a = value.trim();
  const b = definition.defaultValue.trim();
  switch (definition.type) {
    case 'integer':
    case 'decimal':
      return a !== '' && b !== '' && Number(a) === Number(b);
    case 'boolean':
      return isOn(a) === isOn(b);
    case 'url':
      return a === b;
    case 'text':
      return value === definition.defaultValue;
  }
}
