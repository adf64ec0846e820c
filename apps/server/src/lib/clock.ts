/** The source of time for everything that depends on it, so tests can move it (DESIGN.md §2). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system's time moved `days` ahead (config CLOCK_SHIFT_DAYS; never in production). */
export function shiftedClock(days: number): Clock {
  if (days === 0) return systemClock;
  const shift = days * 24 * 60 * 60 * 1000;
  return { now: () => new Date(Date.now() + shift) };
}

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  private current: Date;
  constructor(start: Date | string = '2026-01-01T00:00:00Z') {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
