import { useSyncExternalStore } from 'react';
import { readPreference, STORAGE_KEYS, writePreference } from '../browser/storageKeys';
import {
  DEFAULT_THEME,
  LAYOUT_PRESETS,
  MODES,
  SIDEBAR_PRESETS,
  TOPBAR_PRESETS,
  type ThemeChoice,
} from './themePresets';

function readStoredTheme(): ThemeChoice {
  try {
    const stored = JSON.parse(readPreference(STORAGE_KEYS.theme) ?? '{}') as Partial<ThemeChoice>;
    return {
      mode: MODES.includes(stored.mode as ThemeChoice['mode'])
        ? (stored.mode as ThemeChoice['mode'])
        : DEFAULT_THEME.mode,
      topbar:
        stored.topbar && stored.topbar in TOPBAR_PRESETS ? stored.topbar : DEFAULT_THEME.topbar,
      sidebar:
        stored.sidebar && stored.sidebar in SIDEBAR_PRESETS
          ? stored.sidebar
          : DEFAULT_THEME.sidebar,
      layout:
        stored.layout && stored.layout in LAYOUT_PRESETS ? stored.layout : DEFAULT_THEME.layout,
    };
  } catch {
    return DEFAULT_THEME;
  }
}

let choice: ThemeChoice = readStoredTheme();
const listeners = new Set<() => void>();

export function setThemeChoice(patch: Partial<ThemeChoice>): void {
  choice = { ...choice, ...patch };
  writePreference(STORAGE_KEYS.theme, JSON.stringify(choice));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => choice;

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
