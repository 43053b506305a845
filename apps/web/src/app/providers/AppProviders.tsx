import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '../../shared/i18n/languageStore';
import { themeConfigFor } from '../../shared/theme/themeConfig';
import { useThemeChoice } from '../../shared/theme/themeStore';

/** antd locale, direction and theme for everything (sign-in included). */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const themeChoice = useThemeChoice();
  const theme = useMemo(() => themeConfigFor(themeChoice), [themeChoice]);
  return (
    <ConfigProvider locale={language.antdLocale} direction={language.dir} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
