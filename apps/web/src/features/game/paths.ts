/**
 * The game lists' addresses: each list keeps its query under its own (useListQuery), and its
 * forms go back to it with that query (listPath).
 */
export const PRODUCT_LIST_PATH = '/productcomponent';
export const PRICE_COMPONENT_LIST_PATH = '/pricecomponent';
