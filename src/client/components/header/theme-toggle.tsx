import { THEME_WORDS } from '../../../shared/content/site-controls-words';
import { Moon, Sun } from '../icons/icons';

/**
 * The light/dark switch. The server cannot know the theme, so it renders a neutral name and both
 * icons (CSS shows the one for the class on <html>); the site script (src/client/site/theme.ts)
 * names it for the theme and makes it work. Without a script it is not shown, and the page follows
 * the system's preference (tokens.css).
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="icon-btn theme-toggle"
      aria-label={THEME_WORDS.neutral}
      data-theme-toggle
      data-needs-script
    >
      <Moon className="icon theme-icon-moon" />
      <Sun className="icon theme-icon-sun" />
    </button>
  );
}
