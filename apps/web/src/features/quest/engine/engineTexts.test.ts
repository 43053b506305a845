import { describe, expect, it } from 'vitest';
import { ENGINE_BUNDLES } from './engineTexts';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
const valueOf = (tree: Tree, path: string) =>
  path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('the quest engine texts', () => {
  const english = keysOf(ENGINE_BUNDLES.en as unknown as Tree).sort();
  it.each(['zh', 'es', 'fr', 'it', 'ar'])(
    '%s has every English key with the same placeholders',
    (code) => {
      const bundle = ENGINE_BUNDLES[code] as unknown as Tree;
      expect(keysOf(bundle).sort()).toEqual(english);
      for (const key of english)
        expect(placeholders(valueOf(bundle, key)), key).toEqual(
          placeholders(valueOf(ENGINE_BUNDLES.en as unknown as Tree, key)),
        );
    },
  );
});
