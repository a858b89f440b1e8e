import { PATHS } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { useFormsWords } from '../../components/form/forms-words';
import './privacy-note.css';
import { useSiteHref } from '../../lib/language';

/**
 * The line beside a form's submit button that says what happens to the details and links to the
 * privacy notice. The link opens in a new tab, so a parent who reads it keeps what they typed.
 */
export function PrivacyNote({ id, purpose, months }: { id: string; purpose: string; months: number }) {
  const siteHref = useSiteHref();
  // In the words of the form's island (English elsewhere): '12 months', '1 month'.
  const words = useFormsWords().common;
  const monthsText = fill(months === 1 ? words.month : words.months, { count: months });
  return (
    <p className="privacy-note" id={id}>
      {fill(words.privacyBefore, { purpose, months: monthsText })}
      <a href={siteHref(PATHS.privacy)} target="_blank" rel="noopener">
        {words.privacyLink}
        <span className="visually-hidden">{words.privacyNewTab}</span>
      </a>
      {words.privacyAfter}
    </p>
  );
}
