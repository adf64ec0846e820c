import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
