import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Popover, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MODES,
  LAYOUT_PRESETS,
  SIDEBAR_PRESETS,
  TOPBAR_PRESETS,
  type ThemeChoice,
} from '../../shared/theme/themePresets';
import { setThemeChoice, useThemeChoice } from '../../shared/theme/themeStore';

const PRESET_LABELS = {
  white: 'theme.white',
  dark: 'theme.dark',
  blue: 'theme.blue',
  light: 'theme.light',
  lightGrey: 'theme.lightGrey',
} as const;
type PresetName = keyof typeof PRESET_LABELS;

interface PresetGroupProps<K extends keyof ThemeChoice> {
  part: K;
  title: string;
  presets: Record<ThemeChoice[K], { background: string }>;
}

function PresetGroup<K extends keyof ThemeChoice>({ part, title, presets }: PresetGroupProps<K>) {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  const titleId = useId();
  const names = Object.keys(presets) as ThemeChoice[K][];
  return (
    <div className="theme-group" role="group" aria-labelledby={titleId}>
      <div id={titleId} className="theme-group__title">
        {title}
      </div>
      <Radio.Group
        optionType="button"
        size="small"
        value={choice[part]}
        onChange={(event) => setThemeChoice({ [part]: event.target.value } as Partial<ThemeChoice>)}
        options={names.map((name) => ({
          value: name,
          label: (
            <span className="theme-swatch-label">
              <span
                className="theme-swatch"
                style={{ background: presets[name].background }}
                aria-hidden
              />
              {t(PRESET_LABELS[name as PresetName])}
            </span>
          ),
        }))}
      />
    </div>
  );
}

function ModeGroup() {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  const titleId = useId();
  return (
    <div className="theme-group" role="group" aria-labelledby={titleId}>
      <div id={titleId} className="theme-group__title">
        {t('theme.mode')}
      </div>
      <Radio.Group
        optionType="button"
        size="small"
        value={choice.mode}
        onChange={(event) => setThemeChoice({ mode: event.target.value as ThemeChoice['mode'] })}
        options={MODES.map((mode) => ({
          value: mode,
          label: t(mode === 'dark' ? 'theme.darkMode' : 'theme.lightMode'),
        }))}
      />
    </div>
  );
}

/** Light or dark mode, and top bar, sidebar and layout colours; remembered in localStorage. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('theme.label')}
      content={
        <div className="theme-switcher">
          <ModeGroup />
          <PresetGroup part="topbar" title={t('theme.topbar')} presets={TOPBAR_PRESETS} />
          <PresetGroup part="sidebar" title={t('theme.sidebar')} presets={SIDEBAR_PRESETS} />
          <PresetGroup part="layout" title={t('theme.layout')} presets={LAYOUT_PRESETS} />
        </div>
      }
    >
      <Button
        type="text"
        className="shell-action"
        icon={<BgColorsOutlined />}
        aria-label={t('theme.label')}
      />
    </Popover>
  );
}
