export const LANGUAGE_CODES = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface LanguageInfo {
  code: LanguageCode;
  /** The language's own name, as shown in the switcher. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for <html lang>. */
  htmlLang: string;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', nativeName: 'English', dir: 'ltr', htmlLang: 'en' },
  { code: 'zh', nativeName: '中文', dir: 'ltr', htmlLang: 'zh-CN' },
  { code: 'es', nativeName: 'Español', dir: 'ltr', htmlLang: 'es' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', htmlLang: 'fr' },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr', htmlLang: 'it' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl', htmlLang: 'ar' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageInfo(code: LanguageCode): LanguageInfo {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0]!;
}
