import { engagementRoutes, type GoodsVo, type SellerVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, errorMessage } from './api-client';
import { ApiError } from './api-error';
import { getToken } from './auth';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { toast } from './toast';

// Favourites (keepGoods!*) and follows (focusSeller!*), contract §1.3. They live here rather than in
// a feature because the product page, the store page and the user centre all use them.

/** keepGoods!add or keepGoods!del. */
export function setGoodsKept(sellerGoodsId: string, kept: boolean): Promise<unknown> {
  const endpoint = kept ? engagementRoutes.addFavourite : engagementRoutes.removeFavourite;
  return callEndpoint(endpoint, { sellerGoodsId }, { silent: true });
}

/** focusSeller!add or focusSeller!del (`sellerId` is the parameter that counts). */
export function setShopFollowed(sellerId: string, followed: boolean): Promise<unknown> {
  const endpoint = followed ? engagementRoutes.follow : engagementRoutes.unfollow;
  return callEndpoint(endpoint, { sellerId }, { silent: true });
}

// "Already kept / followed" means another tab got there first: the wish holds, so it is not an error.
function alreadyDone(error: unknown, key: string): boolean {
  return error instanceof ApiError && error.key === key;
}

// The calls are silent so that "already done" is not shown as an error; every real failure
// (including a session that ran out) is shown here, in the user's language.
function reportFailure(error: unknown): void {
  if (error instanceof ApiError) toast.error(errorMessage(error));
}

function markGoodsKept(sellerGoodsId: string, kept: boolean): void {
  queryClient.setQueriesData<GoodsVo>({ queryKey: queryKeys.goodsDetailRoot }, (goods) =>
    goods && goods.id === sellerGoodsId ? { ...goods, isKeep: kept ? 1 : 0 } : goods,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.keptGoodsRoot(getToken()) });
}

function markShopFollowed(sellerId: string, followed: boolean): void {
  const change = (seller: SellerVo): SellerVo => ({
    ...seller,
    isFocus: followed ? 1 : 0,
    focusNum: Math.max(0, seller.focusNum + (followed ? 1 : -1)),
  });
  queryClient.setQueriesData<SellerVo>({ queryKey: queryKeys.sellerInfoRoot }, (seller) =>
    seller && seller.id === sellerId && seller.isFocus !== (followed ? 1 : 0) ? change(seller) : seller,
  );
  queryClient.setQueriesData<GoodsVo>({ queryKey: queryKeys.goodsDetailRoot }, (goods) =>
    goods?.seller && goods.seller.id === sellerId && goods.seller.isFocus !== (followed ? 1 : 0)
      ? { ...goods, seller: change(goods.seller) }
      : goods,
  );
  // The server's figures are the truth (another buyer may have followed meanwhile).
  void queryClient.invalidateQueries({ queryKey: queryKeys.sellerInfoRoot });
  void queryClient.invalidateQueries({ queryKey: queryKeys.followedShopsRoot(getToken()) });
}

/** Adds a product to favourites or removes it; the product page and the favourites list follow. */
export function useKeepGoods() {
  return useMutation({
    mutationFn: async ({ sellerGoodsId, kept }: { sellerGoodsId: string; kept: boolean }) => {
      try {
        await setGoodsKept(sellerGoodsId, kept);
      } catch (error) {
        if (!(kept && alreadyDone(error, 'CATALOG_ALREADY_KEPT'))) throw error;
      }
    },
    onSuccess: (_, { sellerGoodsId, kept }) => markGoodsKept(sellerGoodsId, kept),
    onError: reportFailure,
  });
}

/** Follows a shop or stops following it; the store card, store page and followed list follow. */
export function useFollowShop() {
  return useMutation({
    mutationFn: async ({ sellerId, followed }: { sellerId: string; followed: boolean }) => {
      try {
        await setShopFollowed(sellerId, followed);
      } catch (error) {
        if (!(followed && alreadyDone(error, 'CATALOG_ALREADY_FOLLOWED'))) throw error;
      }
    },
    onSuccess: (_, { sellerId, followed }) => markShopFollowed(sellerId, followed),
    onError: reportFailure,
  });
}
