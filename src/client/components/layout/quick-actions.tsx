import { telHref } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import { whatsappDigits } from '../../../shared/whatsapp';
import { useSiteSettings } from '../../lib/use-site-settings';
import { Mail, Phone } from '../icons/icons';
import './quick-actions.css';
import { useSiteHref } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { usePageWords } from '../../lib/use-page-words';

/**
 * On phones, what a parent most often wants stays one tap away at the bottom of the screen: enquire,
 * call, and WhatsApp when the school has given a number. Plain links (they work before and without
 * JavaScript); shown below 768 px by CSS, so nothing runs per page for it. The page keeps room for it
 * at its foot (footer.css), and it steps aside while a form field is being typed in.
 */
export function QuickActions() {
  const { phone, whatsappNumber } = useSiteSettings();
  const whatsapp = whatsappNumber ? whatsappDigits(whatsappNumber) : null;
  const siteHref = useSiteHref();
  const w = usePageWords().quickActions;
  const own = useOwnLanguage();
  return (
    <nav className="quick-actions" aria-label={w.label} {...own}>
      <ul>
        <li>
          <a href={siteHref(`${PATHS.contact}#enquiry`)}>
            <Mail />
            <span>
              {w.enquire}
              <span className="visually-hidden">{w.enquireMore}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={telHref(phone)}>
            <Phone />
            <span>
              {w.call}
              <span className="visually-hidden">{w.callMore}</span>
            </span>
          </a>
        </li>
        {whatsapp && (
          <li>
            <a href={`https://wa.me/${whatsapp}`} rel="noopener noreferrer" target="_blank">
              <WhatsAppIcon />
              <span>
                {w.whatsapp}
                <span className="visually-hidden">{w.whatsappMore}</span>
              </span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export function WhatsAppIcon() {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.3z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z" />
    </svg>
  );
}
