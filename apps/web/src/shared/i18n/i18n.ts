import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ENGLISH_BUNDLE, loadBundle } from './bundles';
import type { LanguageCode } from './languages';

// i18next merges bundles added later (the quest engine's texts) into the object it was given:
// copies keep the bundle modules as written, which the translation checks compare.
const resources: Resource = { en: { translation: structuredClone(ENGLISH_BUNDLE) } };

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
    i18next.addResourceBundle(language, 'translation', structuredClone(await loadBundle(language)));
  }
  await i18next.changeLanguage(language);
}

export { i18next };
