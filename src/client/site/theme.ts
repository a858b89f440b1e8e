// The theme switch (components/header/theme-toggle.tsx). The class on <html> is set before first paint
// by the head script (src/server/http/client-assets.ts HEAD_SCRIPT) from the saved choice or the
// system's; this names the switch for that theme and changes it, saving the choice on this device.
import { THEME_STORAGE_KEY } from '../../shared/constants';

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
    // Its names in the page's language, written by the server (components/header/theme-toggle.tsx).
    const name = () => {
      const label = current() === 'dark' ? button.dataset.labelLight : button.dataset.labelDark;
      if (label) button.setAttribute('aria-label', label);
    };
    name();
    button.addEventListener('click', () => {
      setTheme(current() === 'dark' ? 'light' : 'dark');
      name();
    });
  }
}
