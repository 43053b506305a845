/** Spec 1 section 9. */
export const REQUEST_TIMEOUT_MS = 36_000_000;

export const CLIENT_TAG = import.meta.env.VITE_CLIENT_TAG ?? 'dealer-console-web';
export const APPLICATION_NAME =
  import.meta.env.VITE_APPLICATION_NAME ?? 'Dealer Back-Office Console';
