import { describe, expect, it } from 'vitest';
import { canRequestRefund, orderActions, statusFromSearch } from './order-state';

const NOW = Date.UTC(2026, 2, 10);
const facts = (status: number, more: Partial<Parameters<typeof orderActions>[0]> = {}) => ({
  status,
  returnStatus: 0,
  reminded: false,
  ...more,
});

describe('order state', () => {
  it('reads only the statuses the tabs know from the address', () => {
    expect(statusFromSearch('0')).toBe(0);
    expect(statusFromSearch('-1')).toBe(-1);
    expect(statusFromSearch('6')).toBe(6);
    expect(statusFromSearch('7')).toBeNull();
    expect(statusFromSearch('abc')).toBeNull();
    expect(statusFromSearch('')).toBeNull();
    expect(statusFromSearch(null)).toBeNull();
  });

  it('allows a refund before shipping and within the return window, never twice or after settlement', () => {
    expect(canRequestRefund(facts(1), NOW)).toBe(true);
    expect(canRequestRefund(facts(2), NOW)).toBe(true);
    expect(canRequestRefund(facts(3), NOW)).toBe(false);
    expect(canRequestRefund(facts(4, { returnDeadline: NOW + 1 }), NOW)).toBe(true);
    expect(canRequestRefund(facts(4, { returnDeadline: NOW }), NOW)).toBe(false);
    expect(canRequestRefund(facts(5, { settled: true }), NOW)).toBe(false);
    expect(canRequestRefund(facts(4, { returnStatus: 3 }), NOW)).toBe(false);
    expect(canRequestRefund(facts(0), NOW)).toBe(false);
    expect(canRequestRefund(facts(-1), NOW)).toBe(false);
  });

  it('lists what each state allows', () => {
    expect(orderActions(facts(0), NOW)).toEqual(['pay', 'cancel']);
    expect(orderActions(facts(2, { reminded: true }), NOW)).toEqual(['remind', 'refund']);
    expect(orderActions(facts(3), NOW)).toEqual(['receipt', 'logistics']);
    expect(orderActions(facts(4), NOW)).toEqual(['review', 'refund', 'logistics']);
    expect(orderActions(facts(6, { returnStatus: 1 }), NOW)).toEqual([]);
  });
});
