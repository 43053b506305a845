import enUS from 'antd/es/locale/en_US';
import type { Locale } from 'antd/es/locale';
import type { LanguageCode } from './languages';

type Loader<T> = () => Promise<{ default: T }>;

/** antd's own texts (pagination, pickers, empty states) per language; English is bundled. */
const antdLocales: Record<Exclude<LanguageCode, 'en'>, Loader<Locale>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  it: () => import('antd/es/locale/it_IT'),
  ar: () => import('antd/es/locale/ar_EG'),
};

/** dayjs locale names; loading the module registers the locale with dayjs. */
export const DAYJS_LOCALE: Record<LanguageCode, string> = {
  en: 'en',
  zh: 'zh-cn',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ar: 'ar',
};

const dayjsLocales: Record<Exclude<LanguageCode, 'en'>, Loader<unknown>> = {
  zh: () => import('dayjs/locale/zh-cn'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  it: () => import('dayjs/locale/it'),
  ar: () => import('dayjs/locale/ar'),
};

export const ENGLISH_ANTD_LOCALE: Locale = enUS;

export async function loadAntdLocale(code: LanguageCode): Promise<Locale> {
  return code === 'en' ? enUS : (await antdLocales[code]()).default;
}

/** The dayjs locale last asked for; dayjs starts in English. */
let requestedDayjsLocale: string = DAYJS_LOCALE.en;

/**
 * Loads the language's dayjs locale and makes it dayjs's global one. English needs nothing until
 * another language was chosen, so dayjs itself is not part of the sign-in page (which shows no
 * date): the pages that format dates load it with their own code. When two switches overlap,
 * the later one wins.
 */
export async function switchDayjsLocale(code: LanguageCode): Promise<void> {
  const name = DAYJS_LOCALE[code];
  if (name === requestedDayjsLocale) return;
  requestedDayjsLocale = name;
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    code === 'en' ? undefined : dayjsLocales[code](),
  ]);
  if (requestedDayjsLocale === name) dayjs.locale(name);
}
