// The theme switch (components/header/theme-toggle.tsx). The class on <html> is set before first paint
// by the head script (src/server/http/client-assets.ts HEAD_SCRIPT) from the saved choice or the
// system's; this names the switch for that theme and changes it, saving the choice on this device.
import { THEME_STORAGE_KEY } from '../../shared/constants';
import { THEME_WORDS } from '../../shared/content/site-controls-words';

type Theme = 'light' | 'dark';

const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

function setTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function initTheme(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    const name = () =>
      button.setAttribute('aria-label', current() === 'dark' ? THEME_WORDS.toLight : THEME_WORDS.toDark);
    name();
    button.addEventListener('click', () => {
      setTheme(current() === 'dark' ? 'light' : 'dark');
      name();
    });
  }
}
