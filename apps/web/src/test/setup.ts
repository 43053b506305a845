import '@testing-library/jest-dom/vitest';
import { createRequire } from 'node:module';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../shared/i18n/i18n';

// antd reads media queries and observes sizes; jsdom has neither.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom does not implement getComputedStyle for pseudo elements, which antd asks for.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd writes its styles into <style> elements at run time. jsdom matches every rule of them for
// each getComputedStyle, which Testing Library calls for every element a role query looks at, and
// its selector engine does not cache selectors with :hover or :focus, which antd's are full of: a
// CPU profile put 85 % of the web tests' time there (474 s of the web project, now about 120 s).
// A style element of another type is kept in the document but never parsed, so the tests see
// antd's markup without its stylesheet. What they give up: visibility that only antd's classes
// decide (a closed dropdown's panel) is not modelled here; the e2e specs in Chromium see it.
const createElement = Document.prototype.createElement;
Document.prototype.createElement = function (
  this: Document,
  ...args: Parameters<Document['createElement']>
) {
  const element = createElement.apply(this, args);
  if (element instanceof HTMLStyleElement) element.type = 'text/x-not-applied-in-jsdom';
  return element;
} as Document['createElement'];

// Under NODE_ENV=test antd's id hook (@rc-component/util useId) gives every component the same
// id, 'test-id'. antd 6 leans on those ids more than antd 5 did: a dialog's aria-labelledby named
// it after the first 'test-id' on the page (a select's input) instead of its own title, and the
// stack that sends Esc to the topmost dialog keeps one entry per id, so a dialog opened from
// another was never on it. The hook is given React's own ids here, as in the browser.
const requireCjs = createRequire(import.meta.url);
const rcUseId = requireCjs('@rc-component/util/lib/hooks/useId') as {
  default: (id?: string) => string;
};
const { useId: reactUseId } = requireCjs('react') as { useId: () => string };
rcUseId.default = (id?: string) => {
  const reactId = reactUseId();
  return id ?? reactId;
};

await initI18n('en');

// Route modules load lazily and are transformed on first use, which can take a few seconds; a
// file's first render of the whole app (antd's styles generated in jsdom) took over 8 s once on
// a 2-core machine at load 3-5 (users list, CI). findBy* return as soon as the text shows, so a
// longer limit costs a passing test nothing; the test timeout (30 s) still bounds a stuck one.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
