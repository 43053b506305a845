/** Colour presets of the theme switcher (spec: topbar, sidebar and layout themes). */
export interface TopbarPreset {
  background: string;
  text: string;
}
export interface SidebarPreset {
  background: string;
  menuTheme: 'dark' | 'light';
  subMenuBackground: string;
  selectedBackground: string;
}
export interface LayoutPreset {
  background: string;
}

export const TOPBAR_PRESETS = {
  white: { background: '#ffffff', text: 'rgba(0, 0, 0, 0.88)' },
  dark: { background: '#141414', text: '#ffffff' },
  blue: { background: '#003eb3', text: '#ffffff' },
} as const satisfies Record<string, TopbarPreset>;

export const SIDEBAR_PRESETS = {
  dark: {
    background: '#001529',
    menuTheme: 'dark',
    subMenuBackground: '#000c17',
    selectedBackground: '#0958d9',
  },
  light: {
    background: '#ffffff',
    menuTheme: 'light',
    subMenuBackground: '#fafafa',
    selectedBackground: '#e6f4ff',
  },
  blue: {
    background: '#002c8c',
    menuTheme: 'dark',
    subMenuBackground: '#00217a',
    selectedBackground: '#1d5ae0',
  },
} as const satisfies Record<string, SidebarPreset>;

export const LAYOUT_PRESETS = {
  lightGrey: { background: '#f0f2f5' },
  white: { background: '#ffffff' },
} as const satisfies Record<string, LayoutPreset>;

export type TopbarPresetName = keyof typeof TOPBAR_PRESETS;
export type SidebarPresetName = keyof typeof SIDEBAR_PRESETS;
export type LayoutPresetName = keyof typeof LAYOUT_PRESETS;

/** Light, or antd's dark algorithm over the whole console. */
export const MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof MODES)[number];

export interface ThemeChoice {
  mode: ThemeMode;
  topbar: TopbarPresetName;
  sidebar: SidebarPresetName;
  layout: LayoutPresetName;
}

export const DEFAULT_THEME: ThemeChoice = {
  mode: 'light',
  topbar: 'white',
  sidebar: 'dark',
  layout: 'lightGrey',
};
