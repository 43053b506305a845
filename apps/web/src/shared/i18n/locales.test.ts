import { describe, expect, it } from 'vitest';
import { ENGLISH_BUNDLE, loadBundle } from './bundles';
import { SIDE_MENUS, type MenuNode } from '../../app/access/menus';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : undefined;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const en = ENGLISH_BUNDLE as Tree;
  const english = keysOf(en);

  it.each(['zh', 'es', 'fr', 'it', 'ar'] as const)(
    '%s has every English key (shell and features), with the same placeholders',
    async (code) => {
      const locale = await loadBundle(code);
      expect(keysOf(locale as Tree).sort()).toEqual([...english].sort());
      for (const key of english) {
        expect(placeholders(lookup(locale as Tree, key) ?? ''), key).toEqual(
          placeholders(lookup(en, key) ?? ''),
        );
      }
    },
  );

  it("gives every menu item an English text equal to the spec's label", () => {
    const nodes = (list: readonly MenuNode[]): MenuNode[] =>
      list.flatMap((node) => [node, ...nodes(node.children ?? [])]);
    for (const node of nodes(Object.values(SIDE_MENUS).flat())) {
      expect(lookup(en, node.labelKey), node.labelKey).toBe(node.label);
    }
  });
});
