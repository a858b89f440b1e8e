import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '../../shared/constants';

export type Theme = 'light' | 'dark';

// The class on <html> is set before first paint by the inline head script (src/server/http/document.ts);
// this hook reads and changes it. The server snapshot is null: the server cannot know the theme.
function current(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const l of listeners) l();
}

export function useTheme(): Theme | null {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    current,
    () => null,
  );
}
