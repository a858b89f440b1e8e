import type { Words } from '../../../shared/words';
import { Moon, Sun } from '../icons/icons';

/**
 * The light/dark switch. The server cannot know the theme, so it renders a neutral name and both
 * icons (CSS shows the one for the class on <html>); the site script (src/client/site/theme.ts)
 * names it for the theme (with the names written here in the page's language) and makes it work.
 * Without a script it is not shown, and the page follows the system's preference (tokens.css).
 */
export function ThemeToggle({ words }: { words: Words['theme'] }) {
  return (
    <button
      type="button"
      className="icon-btn theme-toggle"
      aria-label={words.neutral}
      data-label-dark={words.toDark}
      data-label-light={words.toLight}
      data-theme-toggle
      data-needs-script
    >
      <Moon className="icon theme-icon-moon" />
      <Sun className="icon theme-icon-sun" />
    </button>
  );
}
