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

describe('S3_BUCKET and the other S3_ variables', () => {
  it('keep the uploads on the disk by default, and name the bucket for the scaled mode', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'caravan-uploads' }).s3).toEqual({
      bucket: 'caravan-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    // An endpoint of its own (MinIO, R2…) is addressed by path unless told otherwise.
    const minio = { S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://10.0.0.5:9000', S3_REGION: 'eu-central-1' };
    expect(loadConfig(minio).s3).toMatchObject({ endpoint: 'http://10.0.0.5:9000', forcePathStyle: true });
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses a bad bucket name, a key without its secret, and S3 settings without a bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://10.0.0.5:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
