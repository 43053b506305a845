/**
 * The link of one order: `/order/{orderNo}` under the console's base path opens the order popup
 * over the board of the signed-in user's role (features/order, route `order/:orderNo`). Every
 * place that names an order (the boards, a notification, a block's clash list, the report, the
 * order lookup, a colleague's chat message) points at this one address.
 */
export const ORDER_LINK_ROUTE = 'order/:orderNo';

export const orderPath = (orderNo: string) => `/order/${encodeURIComponent(orderNo)}`;

/** The contract's bound on an order number (order/search GENERAL); longer is no order at all. */
export const ORDER_NO_MAX_LENGTH = 40;

/** Whether a number from a URL can name an order at all (else: not found, without asking). */
export const isOrderNo = (text: string) =>
  text.trim() !== '' && text.length <= ORDER_NO_MAX_LENGTH && !text.includes('\u0000');
