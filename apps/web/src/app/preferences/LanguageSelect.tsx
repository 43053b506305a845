import { GlobalOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGES } from '../../shared/i18n/languages';
import { setLanguage, useLanguage } from '../../shared/i18n/languageStore';

/** A light language picker (a native select) for the sign-in page. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id} className="language-select__label">
        <GlobalOutlined aria-hidden />
        <span className="sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        className="language-select__control"
        value={code}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.htmlLang}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
