import { PRIVACY_NOTE_WORDS as WORDS } from '../../../shared/content/form-words';
import { PATHS } from '../../../shared/paths';
import './privacy-note.css';
import { useSiteHref } from '../../lib/language';

/** '12 months', '1 month'. */
export const monthsText = (n: number) => `${n} ${n === 1 ? WORDS.month : WORDS.months}`;

/**
 * The line beside a form's submit button that says what happens to the details and links to the
 * privacy notice. The link opens in a new tab, so a parent who reads it keeps what they typed.
 */
export function PrivacyNote({ id, purpose, months }: { id: string; purpose: string; months: number }) {
  const siteHref = useSiteHref();
  return (
    <p className="privacy-note" id={id}>
      {WORDS.before(purpose, monthsText(months))}
      <a href={siteHref(PATHS.privacy)} target="_blank" rel="noopener">
        {WORDS.link}
        <span className="visually-hidden">{WORDS.newTab}</span>
      </a>
      {WORDS.after}
    </p>
  );
}
