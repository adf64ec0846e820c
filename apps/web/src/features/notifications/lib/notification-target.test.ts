import { describe, expect, it } from 'vitest';
import { notificationTargetPath } from './notification-target';

describe('notificationTargetPath', () => {
  it('opens the page of what the notification is about', () => {
    expect(notificationTargetPath({ targetType: 'order', targetId: 'o-1' })).toBe(
      '/userInfo/order-detail?id=o-1',
    );
    expect(notificationTargetPath({ targetType: 'sellerOrder', targetId: 'o-2' })).toBe(
      '/seller/orders?order=o-2',
    );
    expect(notificationTargetPath({ targetType: 'deposit', targetId: 'R1' })).toBe(
      '/userInfo/money-package?tab=deposits',
    );
    expect(notificationTargetPath({ targetType: 'withdrawal', targetId: 'W1' })).toBe(
      '/userInfo/money-package?tab=withdrawals',
    );
    expect(notificationTargetPath({ targetType: 'loan', targetId: 'c-1' })).toBe('/credit/myLoan');
    expect(notificationTargetPath({ targetType: 'sellerApplication', targetId: 'k-1' })).toBe(
      '/userInfo/seller-apply',
    );
  });

  it('opens nothing without a target', () => {
    expect(notificationTargetPath({ targetType: 'order', targetId: '' })).toBeNull();
  });
});
