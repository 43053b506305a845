// The house's import boundaries as one ESLint rule, so that they hold by lint and not by habit.
// Every relative import (static, re-export or dynamic import()) is resolved to the file it names
// and judged by the layer of the importing file and of the imported one:
//
// server (apps/server/src)
//   - a module (modules/<name>/) is entered only through its front door, modules/<name>/public.ts;
//     tests may also use another module's test kit (modules/<name>/test/); a module's own
//     files never import its public.ts (it re-exports them: a cycle);
//   - db/ imports nothing above it (no platform, module, seed or app file);
//   - platform/ imports no module and no seed; a module imports no seed (the demo seed is the
//     layer above the modules);
//   (the two layer rules bind production code: a test may build the whole app to prove a part);
// web (apps/web/src)
//   - a feature never imports another feature; shared/ imports no feature; the app enters a
//     feature only through its front door, features/<name>/routes.ts (lazy pages included);
// both
//   - production code imports no test kit: test kits live in test/ folders or are *.test.* files.
//
// Imports of packages (`@dealer/contracts`, `antd`) are not this rule's business.
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src/';
const WEB = 'apps/web/src/';

/** A test file or a test kit: what production code may not import. */
export function isTestCode(path) {
  return /\.test\.tsx?$/.test(path) || /(^|\/)test\//.test(path);
}

/** Where a repository path sits in the house: side, layer and, for modules and features, name. */
export function placeOf(path) {
  if (path.startsWith(SERVER)) {
    const parts = path.slice(SERVER.length).split('/');
    if (parts.length === 1) return { side: 'server', layer: 'app' };
    if (parts[0] === 'modules') {
      if (parts.length === 2) return { side: 'server', layer: 'modules-root' };
      return { side: 'server', layer: 'module', name: parts[1], inner: parts.slice(2).join('/') };
    }
    if (['db', 'platform', 'seed', 'test'].includes(parts[0])) {
      return { side: 'server', layer: parts[0] };
    }
    return { side: 'server', layer: 'app' };
  }
  if (path.startsWith(WEB)) {
    const parts = path.slice(WEB.length).split('/');
    if (parts[0] === 'features' && parts.length > 2) {
      return { side: 'web', layer: 'feature', name: parts[1], inner: parts.slice(2).join('/') };
    }
    return { side: 'web', layer: parts.length > 1 ? parts[0] : 'app' };
  }
  return { side: 'other', layer: 'other' };
}

// The app layer's config.ts is the settings' shape, which platform parts are handed; app.ts and the
// entry points sit above everything.
const PLATFORM_MAY_NOT = ['module', 'modules-root', 'seed'];

const withoutExtension = (path) => path.replace(/\.(ts|tsx|js|mjs)$/, '');

/** Why `from` may not import `to` (both repository paths), or null when it may. */
export function boundaryBreach(from, to) {
  const source = placeOf(from);
  const target = placeOf(to);
  const fromTest = isTestCode(from);
  if (!fromTest && isTestCode(to)) {
    return 'Production code imports no test kit: move the kit under a test/ folder and import it from tests only.';
  }
  if (source.side === 'server' && target.side === 'server')
    return serverBreach(source, target, fromTest);
  if (source.side === 'web' && target.side === 'web') return webBreach(source, target);
  return null;
}

function serverBreach(source, target, fromTest) {
  // Tests may assemble the whole app from below (a platform test builds the app to prove a hook);
  // the layers bind production code.
  if (!fromTest && source.layer === 'db' && target.layer !== 'db') {
    return 'db/ imports nothing above it: pass what it needs in as a parameter.';
  }
  if (!fromTest && source.layer === 'platform' && PLATFORM_MAY_NOT.includes(target.layer)) {
    return 'platform/ imports no module and no seed: let the caller hand it what it needs.';
  }
  if (
    source.layer === 'module' &&
    target.layer === 'module' &&
    source.name === target.name &&
    withoutExtension(target.inner) === 'public'
  ) {
    // The front door re-exports the routes; a file behind it that imports it back runs in a
    // cycle (a value read while its module is still loading is undefined).
    return `Inside module '${target.name}', import the file itself, not the module's own public.ts.`;
  }
  if (!fromTest && source.layer === 'module' && target.layer === 'seed') {
    return 'A module imports no seed: the seed sits above the modules and uses their front doors.';
  }
  const otherModule =
    target.layer === 'module' && !(source.layer === 'module' && source.name === target.name);
  if (otherModule) {
    const frontDoor = withoutExtension(target.inner) === 'public';
    const testKit = target.inner.startsWith('test/');
    if (!frontDoor && !testKit) {
      return `Import module '${target.name}' through its front door, modules/${target.name}/public.ts.`;
    }
  }
  return null;
}

function webBreach(source, target) {
  if (target.layer !== 'feature') return null;
  if (source.layer === 'feature' && source.name !== target.name) {
    return `A feature never imports another feature ('${target.name}'): move what both need to shared/.`;
  }
  if (source.layer === 'shared') {
    return `shared/ imports no feature ('${target.name}'): shared code is what features build on.`;
  }
  if (source.layer === 'app' && withoutExtension(target.inner) !== 'routes') {
    return `The app enters feature '${target.name}' through its front door, features/${target.name}/routes.ts.`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "The house's import boundaries (eslint/houseBoundaries.js)." },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename).split('\\').join('/');
    function check(node) {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(ROOT, resolve(dirname(context.filename), source))
        .split('\\')
        .join('/');
      const breach = boundaryBreach(file, target);
      if (breach) context.report({ node, message: breach });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const house = { rules: { boundaries: rule } };
