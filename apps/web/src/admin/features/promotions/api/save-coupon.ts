import { adminCouponRoutes, type adminCouponEndpoints, type OwnedCouponVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** A coupon as the form hands it over: the save schema's parsed output (a change has its id). */
export type CouponSaveInput = z.output<typeof adminCouponEndpoints.save.params>;

/**
 * admin/coupon!save: a new coupon (no id) or a change to one; audited. Silent: the form shows the
 * server's refusal beside the field it is about, or above the form.
 */
export function saveCoupon(input: CouponSaveInput): Promise<OwnedCouponVo> {
  return callEndpoint(
    adminCouponRoutes.save,
    // Sent in the query, as every console save is: the categories comma-joined ('' clears them).
    { ...input, categoryIds: (input.categoryIds ?? []).join(',') },
    { silent: true },
  );
}

export function useSaveCoupon() {
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
