/** Rows per page in every console table. */
export const ADMIN_PAGE_SIZE = 20;
