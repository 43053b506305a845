import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, languageInfo, LANGUAGES } from '../../shared/i18n/languages';
import { setLanguage, useLanguage } from '../../shared/i18n/languageStore';

/** Picks the console language; remembered in localStorage. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const current = languageInfo(code);

  const items: MenuProps['items'] = LANGUAGES.map((language) => ({
    key: language.code,
    label: (
      <span lang={language.htmlLang} dir={language.dir}>
        {language.nativeName}
      </span>
    ),
  }));

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [code],
        onClick: ({ key }) => {
          if (isLanguageCode(key)) void setLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        className="shell-action"
        icon={<GlobalOutlined />}
        aria-label={`${t('language.label')}: ${current.nativeName}`}
      >
        {compact ? null : <span lang={current.htmlLang}>{current.nativeName}</span>}
      </Button>
    </Dropdown>
  );
}
