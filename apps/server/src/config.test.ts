import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { shiftedClock, systemClock } from './lib/clock.js';

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      dataDir: './data',
      nodeEnv: 'development',
      seedDemo: true,
      databaseUrl: undefined,
    });
  });

  it('never seeds demo data in production unless SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('CAPTCHA_BYPASS', () => {
  it('is off by default, can be turned on for tests, and is refused in production', () => {
    expect(loadConfig({}).captchaBypass).toBe(false);
    expect(loadConfig({ CAPTCHA_BYPASS: '1' }).captchaBypass).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_BYPASS: '1' })).toThrow(/CAPTCHA_BYPASS/);
  });
});

describe('CLOCK_SHIFT_DAYS', () => {
  it('runs on the system time by default, can move it ahead for browser tests, and is refused in production', () => {
    expect(loadConfig({}).clockShiftDays).toBe(0);
    expect(shiftedClock(0)).toBe(systemClock);
    const config = loadConfig({ CLOCK_SHIFT_DAYS: '8' });
    expect(config.clockShiftDays).toBe(8);
    const ahead = shiftedClock(config.clockShiftDays).now().getTime() - Date.now();
    expect(Math.round(ahead / 86_400_000)).toBe(8);
    expect(() => loadConfig({ CLOCK_SHIFT_DAYS: '-1' })).toThrow(/CLOCK_SHIFT_DAYS/);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_SHIFT_DAYS: '8' })).toThrow(/CLOCK_SHIFT_DAYS/);
  });
});
