import type { ResourceLanguage } from 'i18next';
import en from '../../locales/en.json';
import type { LanguageCode } from './languages';

/**
 * Translations live in two places: the shell's `locales/<lang>.json` and each feature's own
 * `features/<feature>/locales/<lang>.json` (a feature's file holds one top-level key, its name).
 * Features own their texts, so parallel work on two features never edits the same file.
 */
type Bundle = ResourceLanguage;

const featureEnglish = import.meta.glob<Bundle>('../../features/*/locales/en.json', {
  eager: true,
  import: 'default',
});

const featureLoaders = import.meta.glob<Bundle>('../../features/*/locales/*.json', {
  import: 'default',
});

const shellLoaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Bundle }>> = {
  zh: () => import('../../locales/zh.json'),
  es: () => import('../../locales/es.json'),
  fr: () => import('../../locales/fr.json'),
  it: () => import('../../locales/it.json'),
  ar: () => import('../../locales/ar.json'),
};

/** Deep merge of translation trees; a later tree's leaf wins. */
export function mergeBundles(...trees: Bundle[]): Bundle {
  const out: Bundle = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] =
        value && typeof value === 'object' && existing && typeof existing === 'object'
          ? mergeBundles(existing as Bundle, value as Bundle)
          : value;
    }
  }
  return out;
}

/** English ships in the main bundle. */
export const ENGLISH_BUNDLE: Bundle = mergeBundles(en as Bundle, ...Object.values(featureEnglish));

/** Every other language loads when chosen: the shell's file and each feature's. */
export async function loadBundle(language: Exclude<LanguageCode, 'en'>): Promise<Bundle> {
  const suffix = `/locales/${language}.json`;
  const features = Object.entries(featureLoaders)
    .filter(([path]) => path.endsWith(suffix))
    .map(([, load]) => load());
  const [shell, ...rest] = await Promise.all([shellLoaders[language](), ...features]);
  return mergeBundles(shell.default, ...rest);
}
