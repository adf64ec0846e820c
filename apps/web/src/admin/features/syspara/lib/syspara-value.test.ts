import type { SysparaDefinitionVo } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { booleanSpelling, checkSysparaValue, isDefaultValue } from './syspara-value';

function definition(overrides: Partial<SysparaDefinitionVo>): SysparaDefinitionVo {
  return {
    code: 'x',
    type: 'text',
    value: '',
    defaultValue: '',
    min: null,
    max: null,
    description: '',
    updatedAt: '',
    ...overrides,
  };
}

describe('checkSysparaValue', () => {
  const integer = definition({ type: 'integer', min: 1, max: 100000, defaultValue: '500', value: '500' });

  it('accepts a whole number within the bounds and sends it without padding', () => {
    expect(checkSysparaValue(integer, ' 0250 ')).toEqual({ ok: true, value: '250' });
    expect(checkSysparaValue(integer, '1')).toEqual({ ok: true, value: '1' });
    expect(checkSysparaValue(integer, '100000')).toEqual({ ok: true, value: '100000' });
  });

  it('refuses integers that are empty, fractional, not numbers or out of bounds', () => {
    expect(checkSysparaValue(integer, '')).toMatchObject({ ok: false, error: 'required' });
    expect(checkSysparaValue(integer, '2.5')).toMatchObject({ ok: false, error: 'integer' });
    expect(checkSysparaValue(integer, '12abc')).toMatchObject({ ok: false, error: 'integer' });
    expect(checkSysparaValue(integer, '1e3')).toMatchObject({ ok: false, error: 'integer' });
    expect(checkSysparaValue(integer, '0')).toEqual({ ok: false, error: 'min', min: 1 });
    expect(checkSysparaValue(integer, '100001')).toEqual({ ok: false, error: 'max', max: 100000 });
  });

  it('checks decimals by form and bounds, keeping the digits typed', () => {
    const rate = definition({ type: 'decimal', min: 0, max: 1 });
    expect(checkSysparaValue(rate, '0.015')).toEqual({ ok: true, value: '0.015' });
    expect(checkSysparaValue(rate, '+.5')).toEqual({ ok: true, value: '.5' });
    expect(checkSysparaValue(rate, '1.01')).toEqual({ ok: false, error: 'max', max: 1 });
    expect(checkSysparaValue(rate, '-0.1')).toEqual({ ok: false, error: 'min', min: 0 });
    expect(checkSysparaValue(rate, '0,5')).toMatchObject({ ok: false, error: 'decimal' });
  });

  it('accepts only on/off spellings for switches', () => {
    const flag = definition({ type: 'boolean', defaultValue: '1', value: '1' });
    expect(checkSysparaValue(flag, '0')).toEqual({ ok: true, value: '0' });
    expect(checkSysparaValue(flag, 'true')).toEqual({ ok: true, value: 'true' });
    expect(checkSysparaValue(flag, 'yes')).toMatchObject({ ok: false, error: 'boolean' });
  });

  it('wants http(s) web addresses, and allows empty only where the default is empty', () => {
    const optional = definition({ type: 'url', defaultValue: '' });
    expect(checkSysparaValue(optional, '')).toEqual({ ok: true, value: '' });
    expect(checkSysparaValue(optional, ' https://help.example.com/chat ')).toEqual({
      ok: true,
      value: 'https://help.example.com/chat',
    });
    expect(checkSysparaValue(optional, 'javascript:alert(1)')).toMatchObject({ ok: false, error: 'url' });
    expect(checkSysparaValue(optional, 'help.example.com')).toMatchObject({ ok: false, error: 'url' });
    const required = definition({ type: 'url', defaultValue: 'https://caravan.example' });
    expect(checkSysparaValue(required, '')).toMatchObject({ ok: false, error: 'required' });
  });

  it('keeps text as typed up to 2000 characters', () => {
    const text = definition({ type: 'text' });
    expect(checkSysparaValue(text, ' fixed:1 ')).toEqual({ ok: true, value: ' fixed:1 ' });
    expect(checkSysparaValue(text, 'x'.repeat(2001))).toEqual({ ok: false, error: 'tooLong', max: 2000 });
  });
});

describe('isDefaultValue', () => {
  it('compares numbers by value and switches by meaning', () => {
    expect(isDefaultValue(definition({ type: 'integer', defaultValue: '500' }), '0500')).toBe(true);
    expect(isDefaultValue(definition({ type: 'decimal', defaultValue: '0.10' }), '0.1')).toBe(true);
    expect(isDefaultValue(definition({ type: 'decimal', defaultValue: '0.10' }), '0.2')).toBe(false);
    expect(isDefaultValue(definition({ type: 'boolean', defaultValue: '1' }), 'true')).toBe(true);
    expect(isDefaultValue(definition({ type: 'url', defaultValue: '' }), '')).toBe(true);
  });
});

describe('booleanSpelling', () => {
  it('keeps the spelling the parameter already uses', () => {
    expect(booleanSpelling(definition({ type: 'boolean', value: '1', defaultValue: '1' }))).toEqual({
      on: '1',
      off: '0',
    });
    expect(booleanSpelling(definition({ type: 'boolean', value: 'false', defaultValue: 'true' }))).toEqual({
      on: 'true',
      off: 'false',
    });
  });
});
