/** The console's base path without a trailing slash ('' when served at the site root). */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/+$/, '');
