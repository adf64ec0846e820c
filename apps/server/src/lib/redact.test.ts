import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides secret parameters and keeps the rest', () => {
    expect(redactUrl('/api/x.action?token=abc123&lang=en&password=p%40ss&safeword=123456')).toBe(
      '/api/x.action?token=[redacted]&lang=en&password=[redacted]&safeword=[redacted]',
    );
    expect(redactUrl('/api/x.action?%74oken=abc')).toBe('/api/x.action?%74oken=[redacted]');
    expect(redactUrl('/api/x.action')).toBe('/api/x.action');
    expect(redactUrl('/api/x.action?TOKEN=abc&re_password=x')).toBe(
      '/api/x.action?TOKEN=[redacted]&re_password=[redacted]',
    );
  });
});
