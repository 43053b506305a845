import { useTranslation } from 'react-i18next';
import { i18next } from '../../../shared/i18n/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import zh from './locales/zh.json';

/**
 * The engine pages' texts (key `questEngine`), in all six languages. They live beside the pages
 * (the quest feature's own locale files belong to the console), so they are merged into the
 * language's bundle when a page renders in it; only once the shell has loaded that language, so
 * its own lazy load is never pre-empted.
 */
export const ENGINE_BUNDLES: Record<string, typeof en> = { en, zh, es, fr, it, ar };

function ensure(language: string) {
  const bundle = ENGINE_BUNDLES[language];
  if (!bundle || !i18next.hasResourceBundle(language, 'translation')) return;
  if (i18next.exists('questEngine.whyTitle', { lng: language, fallbackLng: false })) return;
  i18next.addResourceBundle(language, 'translation', bundle, true, false);
}

/** useTranslation, with the engine's texts present for the current language (and English). */
export function useEngineTexts() {
  const result = useTranslation();
  ensure('en');
  ensure(result.i18n.language);
  return result;
}
