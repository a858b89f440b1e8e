import { setTheme, useTheme } from '../../lib/theme';
import { Moon, Sun } from '../icons/icons';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-btn theme-toggle"
      aria-label={theme ? `Switch to ${next} mode` : 'Toggle dark mode'}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </button>
  );
}
