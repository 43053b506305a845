import { theme, type ThemeConfig } from 'antd';
import { LAYOUT_PRESETS, SIDEBAR_PRESETS, TOPBAR_PRESETS, type ThemeChoice } from './themePresets';

/** Brand blue dark enough for white button text and blue links to pass WCAG AA (4.5:1). */
export const BRAND_PRIMARY = '#0958d9';
/** Hovered and pressed: the next darker steps of the brand blue's palette. */
const BRAND_PRIMARY_HOVER = '#003eb3';
const BRAND_PRIMARY_ACTIVE = '#002c8c';

export const SIDEBAR_WIDTH = 240;
export const TOPBAR_HEIGHT = 70;
/**
 * Notices sit under drawers and dialogs (antd's popup base is 1000), so a failure notice never
 * covers a drawer the user opened; below the top bar they open under it (SignedInProviders).
 */
export const NOTICE_Z_INDEX = 999;

/** antd tokens for the chosen presets: the shell's colours all come from here. */
export function themeConfigFor(choice: ThemeChoice): ThemeConfig {
  return choice.mode === 'dark' ? darkThemeConfig(choice) : lightThemeConfig(choice);
}

/**
 * antd's dark algorithm over every component. The top bar and layout presets are light colours,
 * so dark mode uses its own surfaces; a light sidebar turns dark too. Texts keep antd's dark
 * tokens, which pass 4.5:1 on these surfaces.
 */
function darkThemeConfig(choice: ThemeChoice): ThemeConfig {
  const sidebar = sidebarOf(choice);
  return {
    algorithm: theme.darkAlgorithm,
    token: {
      colorPrimary: '#3c89e8',
      colorLink: '#65a9f3',
      // antd derives a dimmer hover for links on dark; a hovered link went below 4.5:1 (axe).
      colorLinkHover: '#8dc5f8',
      colorLinkActive: '#b7dcfa',
      colorError: '#f2716f',
      borderRadius: 8,
      // 45 % white (antd's dark description and tertiary text: breadcrumbs, result subtitles)
      // is 4.4:1 on black; 65 % is 8.6:1.
      colorTextDescription: 'rgba(255, 255, 255, 0.65)',
      colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    },
    components: {
      Notification: { zIndexPopup: NOTICE_Z_INDEX },
      // A hovered primary button turned a lighter blue (#5f9cdf) under its white text: 3.0:1.
      // Its hover and press go darker (#1554ad 7.2:1, #15417e 10:1), while a hovered default
      // button's blue text and border go lighter, which is what passes on the dark surfaces.
      Button: {
        colorPrimaryHover: '#1554ad',
        colorPrimaryActive: '#15417e',
        defaultHoverColor: '#8dc5f8',
        defaultHoverBorderColor: '#8dc5f8',
        defaultActiveColor: '#b7dcfa',
        defaultActiveBorderColor: '#b7dcfa',
      },
      Layout: {
        headerBg: '#141414',
        headerColor: '#ffffff',
        headerHeight: TOPBAR_HEIGHT,
        headerPadding: '0 16px',
        siderBg: sidebar.background,
        bodyBg: '#000000',
        lightSiderBg: sidebar.background,
        footerBg: '#000000',
      },
      Menu: {
        darkItemBg: sidebar.background,
        darkSubMenuItemBg: sidebar.subMenuBackground,
        darkItemSelectedBg: sidebar.selectedBackground,
        darkItemColor: 'rgba(255, 255, 255, 0.8)',
      },
    },
  };
}

function lightThemeConfig(choice: ThemeChoice): ThemeConfig {
  const topbar = TOPBAR_PRESETS[choice.topbar];
  const sidebar = SIDEBAR_PRESETS[choice.sidebar];
  const layout = LAYOUT_PRESETS[choice.layout];
  return {
    token: {
      colorPrimary: BRAND_PRIMARY,
      colorLink: BRAND_PRIMARY,
      // antd derives hover as a lighter tint (#2e7ae6): white text on a hovered primary button
      // and a hovered default button's blue text fell to 4.2:1. Hover and press go darker
      // instead (9.0:1 and 12.1:1 against white), still a visible change.
      colorPrimaryHover: BRAND_PRIMARY_HOVER,
      colorPrimaryTextHover: BRAND_PRIMARY_HOVER,
      colorLinkHover: BRAND_PRIMARY_HOVER,
      colorPrimaryActive: BRAND_PRIMARY_ACTIVE,
      colorPrimaryTextActive: BRAND_PRIMARY_ACTIVE,
      colorLinkActive: BRAND_PRIMARY_ACTIVE,
      // antd's default red (#ff4d4f) is 3.3:1 on white; error texts need 4.5:1.
      colorError: '#cf1322',
      borderRadius: 8,
      // antd's default secondary and tertiary text (65 % and 45 % black) would fall below 4.5:1
      // on the grey layout background; labels and descriptions use these.
      colorTextSecondary: 'rgba(0, 0, 0, 0.7)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    },
    components: {
      Notification: { zIndexPopup: NOTICE_Z_INDEX },
      Layout: {
        headerBg: topbar.background,
        headerColor: topbar.text,
        headerHeight: TOPBAR_HEIGHT,
        headerPadding: '0 16px',
        siderBg: sidebar.background,
        bodyBg: layout.background,
        lightSiderBg: sidebar.background,
      },
      // An unchecked switch with a text inside (Active / Inactive) drew white on 25 % black
      // (1.9:1); at 55 % it is 4.7:1 (axe found it on the campaign list).
      Switch: {
        colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
        colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
      },
      Menu: {
        darkItemBg: sidebar.background,
        darkSubMenuItemBg: sidebar.subMenuBackground,
        darkItemSelectedBg: sidebar.selectedBackground,
        darkItemColor: 'rgba(255, 255, 255, 0.8)',
      },
    },
  };
}

/** The top bar's colours as drawn: dark mode has its own. */
export function topbarOf(choice: ThemeChoice): { background: string; text: string } {
  return choice.mode === 'dark'
    ? { background: '#141414', text: '#ffffff' }
    : TOPBAR_PRESETS[choice.topbar];
}

/** The sidebar preset as drawn: in dark mode a light sidebar turns dark. */
export function sidebarOf(choice: ThemeChoice) {
  return SIDEBAR_PRESETS[
    choice.mode === 'dark' && choice.sidebar === 'light' ? 'dark' : choice.sidebar
  ];
}
