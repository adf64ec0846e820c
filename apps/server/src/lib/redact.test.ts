import { describe, expect, it } from 'vitest';
import { logUrl, serializeError } from './redact.js';

describe('logUrl', () => {
  it('keeps the path and every parameter’s name, never a value', () => {
    expect(logUrl('/api/x.action?token=abc123&lang=en&password=p%40ss&safeword=123456')).toBe(
      '/api/x.action?token&lang=en&password&safeword',
    );
    expect(logUrl('/api/kyc!apply.action?idname=Karim%20Haddad&idnumber=784-1990&nationality=AE')).toBe(
      '/api/kyc!apply.action?idname&idnumber&nationality',
    );
    expect(logUrl('/api/newOnlinechat!send.action?type=text&content=call+me+on+0501234567')).toBe(
      '/api/newOnlinechat!send.action?type&content',
    );
    expect(logUrl('/api/x.action')).toBe('/api/x.action');
    expect(logUrl('/api/x.action?')).toBe('/api/x.action?');
  });

  it('keeps the value of an id, a page number or the language while it looks like one', () => {
    expect(
      logUrl('/api/order!pay.action?orderId=a1b2,c3d4&pageNum=2&page_no=3&lang=zh-CN&tz=Asia%2FShanghai'),
    ).toBe('/api/order!pay.action?orderId=a1b2,c3d4&pageNum=2&page_no=3&lang=zh-CN&tz=Asia/Shanghai');
    expect(logUrl('/api/x.action?sellerGoodsId=42&message_id=7&partyid=u9&id=5')).toBe(
      '/api/x.action?sellerGoodsId=42&message_id=7&partyid=u9&id=5',
    );
    // Something else in an id's or a page's place is a value like any other.
    expect(logUrl('/api/x.action?orderId=me%40example.com&pageNum=Karim%20Haddad&lang=%3Cb%3E')).toBe(
      '/api/x.action?orderId&pageNum&lang',
    );
  });

  it('shows no name that is no parameter name, and bounds the line', () => {
    expect(logUrl('/api/x.action?%74oken=abc&me%40example.com=1&%00=2')).toBe('/api/x.action?token&?&?');
    const many = Array.from({ length: 40 }, (_, i) => `p${i}=v`).join('&');
    expect(logUrl(`/api/x.action?${many}`)).toMatch(/p29&…10 more$/);
    expect(logUrl(`/${'a'.repeat(300)}?x=1`)).toBe(`/${'a'.repeat(199)}…?x`);
  });
});

describe('serializeError', () => {
  it('never repeats an e-mail address an error quotes', () => {
    const error = new Error("Can't send mail - all recipients were rejected: 550 <karim.h@example.ae>: no");
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('karim.h@example.ae');
    expect(logged.message).toContain('[e-mail]');
  });
});
