import { ConfigProvider } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLanguage } from '../../shared/i18n/languageStore';
import { themeConfigFor } from '../../shared/theme/themeConfig';
import { useThemeChoice } from '../../shared/theme/themeStore';

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
    <ConfigProvider locale={language.antdLocale} direction={language.dir} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
