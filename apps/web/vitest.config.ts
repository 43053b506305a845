import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { APP_VERSION } from '../../packages/contracts/src/platform.ts';

export default defineProject({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Lint rule tests run in Node (the root config's 'lint' project).
    exclude: ['src/**/*.lint.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 30_000,
  },
});
