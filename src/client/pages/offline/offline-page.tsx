import { KEPT_PAGE_KEYS } from '../../../shared/content/offline-words';
import { telHref } from '../../../shared/format';
import { DEFAULT_LANGUAGE, PAGES } from '../../../shared/paths';
import { whatsappDigits } from '../../../shared/whatsapp';
import { CampusAddressList, ContactLine } from '../../components/contact-line/contact-line';
import { Mail, Phone } from '../../components/icons/icons';
import { PageHero } from '../../components/layout/page-hero';
import { WhatsAppIcon } from '../../components/layout/quick-actions';
import { useSiteSettings } from '../../lib/use-site-settings';
import '../info/info.css';
import '../contact/contact-page.css';
import './offline-page.css';
import { useLanguage, useSiteHref } from '../../lib/language';
import { useLtrInRtl, useOwnLanguage } from '../../lib/own-language';
import { usePageWords } from '../../lib/use-page-words';
import { useWords } from '../../lib/use-words';

// What the site's worker shows in place of a page it cannot reach and has no copy of
// (docs/decisions/040-offline.md): how to reach the school without the internet, from the settings as
// the contact page shows them, and the pages the worker keeps on the device. It may be shown at any
// address, so every link here is absolute.
export default function OfflinePage() {
  const s = useSiteSettings();
  const { code } = useLanguage();
  const OFFLINE_WORDS = usePageWords().offline;
  const nav = useWords().nav;
  const own = useOwnLanguage();
  const ltr = useLtrInRtl();
  // The kept pages by their menu names in the page's language (PAGES' titles in English).
  const titleOf = (key: (typeof KEPT_PAGE_KEYS)[number]) => (code === DEFAULT_LANGUAGE ? PAGES[key].title : nav[key]);
  const siteHref = useSiteHref();
  const whatsapp = s.whatsappNumber ? whatsappDigits(s.whatsappNumber) : null;
  return (
    <>
      <PageHero title={OFFLINE_WORDS.heading} language={own}>
        {OFFLINE_WORDS.intro}
      </PageHero>
      <section className="section" {...own}>
        <div className="container grid offline-layout">
          <div className="card">
            <h2 className="section-title">{OFFLINE_WORDS.contactHeading}</h2>
            <p className="muted">{OFFLINE_WORDS.contactNote}</p>
            <ContactLine as="p" icon={<Phone />} label={OFFLINE_WORDS.phone}>
              <a href={telHref(s.phone)} dir={ltr}>
                {s.phone}
              </a>
            </ContactLine>
            {whatsapp && (
              <ContactLine as="p" icon={<WhatsAppIcon />} label={OFFLINE_WORDS.whatsapp}>
                <a href={`https://wa.me/${whatsapp}`} rel="noopener noreferrer">
                  {OFFLINE_WORDS.whatsappLink}
                </a>
              </ContactLine>
            )}
            <ContactLine as="p" icon={<Mail />} label={OFFLINE_WORDS.email}>
              <a href={`mailto:${s.email}`} dir={ltr}>
                {s.email}
              </a>
            </ContactLine>
          </div>
          <nav className="card" aria-labelledby="offline-kept">
            <h2 id="offline-kept" className="section-title">
              {OFFLINE_WORDS.keptHeading}
            </h2>
            <p className="muted">{OFFLINE_WORDS.keptNote}</p>
            <ul className="offline-kept">
              {KEPT_PAGE_KEYS.map((key) => (
                <li key={key}>
                  {/* A plain link: the next page is a navigation the worker answers. */}
                  <a href={siteHref(PAGES[key].path)}>{titleOf(key)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="card offline-addresses">
            <h2 className="section-title">{OFFLINE_WORDS.addresses}</h2>
            <CampusAddressList />
          </div>
        </div>
      </section>
    </>
  );
}
