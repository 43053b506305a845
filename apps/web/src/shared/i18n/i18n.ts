import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import type { LanguageCode } from './languages';

/** English ships in the main bundle; the other languages load when chosen. */
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: ResourceLanguage }>> = {
  zh: () => import('../../locales/zh.json'),
  es: () => import('../../locales/es.json'),
  fr: () => import('../../locales/fr.json'),
  it: () => import('../../locales/it.json'),
  ar: () => import('../../locales/ar.json'),
};

const resources: Resource = { en: { translation: en } };

export async function initI18n(language: LanguageCode): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await loadTranslations(language);
}

export async function loadTranslations(language: LanguageCode): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const bundle = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', bundle.default);
  }
  await i18next.changeLanguage(language);
}

export { i18next };
