/// <reference types="vite/client" />

/** The console's own version, from the contracts' APP_VERSION (see vite.config.ts). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_CLIENT_TAG?: string;
  readonly VITE_APPLICATION_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
