import { ConfigProvider } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLanguage } from '../../shared/i18n/languageStore';
import { themeConfigFor } from '../../shared/theme/themeConfig';
import { useThemeChoice } from '../../shared/theme/themeStore';

const TAG_AS_IN_ANTD_5 = { variant: 'outlined' } as const;

/** antd locale, direction and theme for everything (sign-in included). */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const themeChoice = useThemeChoice();
  const theme = useMemo(() => themeConfigFor(themeChoice), [themeChoice]);
  useEffect(() => {
    // Page CSS (shell.css, page.css) and the browser's own controls follow the mode.
    document.documentElement.dataset.theme = themeChoice.mode;
    document.documentElement.style.colorScheme = themeChoice.mode;
  }, [themeChoice.mode]);
  return (
    <ConfigProvider
      locale={language.antdLocale}
      direction={language.dir}
      theme={theme}
      // antd 6 draws a tag filled without a border by default; antd 5's outlined tag stays.
      tag={TAG_AS_IN_ANTD_5}
    >
      {children}
    </ConfigProvider>
  );
}
