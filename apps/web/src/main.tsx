// First: before any chunk carrying zod loads (see the module).
import './shared/form/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { FEATURES } from './app/featureRegistry';
import { buildRoutes } from './app/router/buildRoutes';
import { restoreSession } from './app/session/restoreSession';
import './app/styles/base.css';
import { BASE_PATH } from './shared/browser/basePath';
import { initI18n } from './shared/i18n/i18n';
import { setLanguage, storedLanguage } from './shared/i18n/languageStore';

/** Language and session are ready (the session decrypted) before the router first renders. */
async function boot(): Promise<void> {
  await initI18n('en');
  await Promise.all([setLanguage(storedLanguage()), restoreSession()]);
  const router = createBrowserRouter(buildRoutes(FEATURES), { basename: BASE_PATH || '/' });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The console could not start. Please reload the page.';
});
