import { PATHS } from '../../../shared/paths';
import './privacy-note.css';

/** '12 months', '1 month'. */
export const monthsText = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/**
 * The line beside a form's submit button that says what happens to the details and links to the
 * privacy notice. The link opens in a new tab, so a parent who reads it keeps what they typed.
 */
export function PrivacyNote({ id, purpose, months }: { id: string; purpose: string; months: number }) {
  return (
    <p className="privacy-note" id={id}>
      We use these details only to {purpose} and keep them for {monthsText(months)}. Read our{' '}
      <a href={PATHS.privacy} target="_blank" rel="noopener">
        Privacy Notice<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
