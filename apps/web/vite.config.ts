import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_VERSION } from '../../packages/contracts/src/platform.ts';
import { precompress } from './build/precompress.ts';

/** Where `vite` dev forwards API calls: the Fastify server (override with API_PROXY_TARGET). */
const SERVER = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * Long-lived vendor chunks for what every screen needs: React and the router, antd's core
 * (theme, CSS-in-JS, config provider, icon base), i18n, the query cache. Individual antd
 * components and icons are left to Rolldown, so each lands in the chunk of the pages using it and
 * the sign-in page does not download the table, the menu or the shell's icons.
 */
const VENDOR_CHUNKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['react', /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//],
  [
    'antd-core',
    /\/node_modules\/(@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color)|@ant-design\/icons\/es\/(components|utils)|antd\/es\/(config-provider|theme|_util|style|locale\/(index|context|useLocale|en_US))|@rc-component\/(util|motion)|@babel\/runtime|classnames|stylis|@emotion)\b/,
  ],
  ['i18n', /\/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//],
  ['query', /\/node_modules\/@tanstack\//],
];

/**
 * One group per vendor chunk, the earlier ones first: a group also takes the modules its own
 * modules import, so with a single group the query chunk took React's JSX runtime (the sign-in
 * page then downloaded TanStack Query for it) and antd's core took react-dom.
 */
const VENDOR_GROUPS = VENDOR_CHUNKS.map(([name, test], index) => ({
  name,
  test,
  priority: VENDOR_CHUNKS.length - index,
}));

/**
 * Replaces one line of one antd module at build time, for a saving antd's own code leaves on the
 * table. If antd changes the line, this does nothing and the bundle is merely larger (the bundle
 * bench's budgets then show it).
 */
function rewriteAntdLine(name: string, module: string, line: string, replacement: string): Plugin {
  return {
    name,
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(`/antd/es/${module}`)) return null;
      return code.replace(line, replacement);
    },
  };
}

const ANTD_REWRITES: Plugin[] = [
  // antd's form context (imported by every input) takes one export, FormProvider, from
  // @rc-component/form's index, whose top level wires up the whole form engine, so the sign-in
  // page downloaded all of it. The same export from its own module is equivalent.
  rewriteAntdLine(
    'narrow-antd-form-context-import',
    'form/context.js',
    "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
  ),
  // ConfigProvider wraps the app in the tooltip UniqueProvider only when `tooltip.unique` is set
  // (we never set it), yet its static import put rc-trigger, the popup engine, on the sign-in
  // page. Loaded on demand the option still works; the popups that need the engine import it.
  rewriteAntdLine(
    'defer-antd-tooltip-unique-provider',
    'config-provider/index.js',
    "import UniqueProvider from '../tooltip/UniqueProvider';",
    "const UniqueProvider = /*#__PURE__*/React.lazy(() => import('../tooltip/UniqueProvider'));",
  ),
];

export default defineConfig({
  base: `${process.env.BASE_PATH ?? '/auto2000'}/`.replace(/\/+$/, '/'),
  plugins: [react(), ...ANTD_REWRITES, precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  server: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: true },
      '/hub': { target: SERVER, changeOrigin: true, ws: true },
      '/metadata.json': { target: SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...VENDOR_GROUPS] },
      },
    },
  },
});
