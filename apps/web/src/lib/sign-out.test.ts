import { describe, expect, it, vi } from 'vitest';
import { onSignOut, signOutLocally } from './sign-out';

describe('signOutLocally', () => {
  it('tells the listeners (the search box empties its text) until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onSignOut(listener);
    window.localStorage.setItem('ES_TOKEN', 'tok');
    signOutLocally();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('ES_TOKEN')).toBeNull();
    stop();
    signOutLocally();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves the anonymous cart alone when the user is unknown', () => {
    window.localStorage.setItem('ES_SHOP_CART', '[]');
    signOutLocally();
    expect(window.localStorage.getItem('ES_SHOP_CART')).toBe('[]');
  });
});
