import { ORDER_STATUS as S, type OrderLogVo } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { hasShipment, logisticsScans } from './order-log';

const log = (id: number, kind: OrderLogVo['kind'], createTime: number): OrderLogVo => ({
  id,
  orderId: 'o-1',
  kind,
  params: {},
  content: kind,
  createTime,
});

describe('the order log', () => {
  it('keeps the carrier’s scans only, newest first', () => {
    const logs = [log(1, 'placed', 1), log(2, 'shipped', 3), log(3, 'delivered', 5), log(4, 'received', 6)];
    expect(logisticsScans(logs).map((scan) => scan.kind)).toEqual(['delivered', 'shipped']);
  });

  it('shows a shipment once the order has a carrier or has gone past shipping', () => {
    expect(hasShipment({ carrier: '', status: S.stocking })).toBe(false);
    expect(hasShipment({ carrier: 'DHL', status: S.stocking })).toBe(true);
    expect(hasShipment({ carrier: '', status: S.received })).toBe(true);
    expect(hasShipment({ carrier: '', status: S.refund })).toBe(false);
  });
});
