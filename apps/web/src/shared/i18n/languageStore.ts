import type { Locale } from 'antd/es/locale';
import { useSyncExternalStore } from 'react';
import { readPreference, STORAGE_KEYS, writePreference } from '../browser/storageKeys';
import { loadTranslations } from './i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, languageInfo, type LanguageCode } from './languages';
import { ENGLISH_ANTD_LOCALE, loadAntdLocale, switchDayjsLocale } from './localeLoaders';

export interface LanguageState {
  code: LanguageCode;
  dir: 'ltr' | 'rtl';
  antdLocale: Locale;
}

let state: LanguageState = { code: DEFAULT_LANGUAGE, dir: 'ltr', antdLocale: ENGLISH_ANTD_LOCALE };
const listeners = new Set<() => void>();

export function storedLanguage(): LanguageCode {
  const stored = readPreference(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Loads the language's texts, antd locale and dayjs locale, then switches everything at once. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  const [antdLocale] = await Promise.all([
    loadAntdLocale(code),
    loadTranslations(code),
    switchDayjsLocale(code),
  ]);
  const info = languageInfo(code);
  document.documentElement.lang = info.htmlLang;
  document.documentElement.dir = info.dir;
  writePreference(STORAGE_KEYS.language, code);
  state = { code, dir: info.dir, antdLocale };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;

export function useLanguage(): LanguageState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
