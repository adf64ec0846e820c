// The user-centre order pages (spec §2); `index=2` is the old client's menu marker for orders.
export const ORDER_LIST_PATH = '/userInfo/my-order';

export const orderListPath = (status: number | null = null) =>
  status === null ? `${ORDER_LIST_PATH}?index=2` : `${ORDER_LIST_PATH}?index=2&status=${status}`;
export const orderDetailPath = (id: string) => `/userInfo/order-detail?id=${encodeURIComponent(id)}`;
export const orderReturnPath = (id: string) => `/userInfo/order-return?id=${encodeURIComponent(id)}`;
export const orderEvaluationPath = (id: string) => `/userInfo/order-evaluation?id=${encodeURIComponent(id)}`;
