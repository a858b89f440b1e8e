import { telHref } from '../../../shared/format';
import { Mail, Phone } from '../../components/icons/icons';
import { PageMetaHero } from '../../components/layout/page-hero';
import { Island } from '../../islands/island';
import { useOwnLanguage } from '../../lib/own-language';
import { useIslandFormsWords } from '../../lib/use-page-forms-words';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import '../info/info.css';
import './tc-verification.css';
import { TcLookupIsland } from './tc-lookup';

// /tc-verification: a receiving school checks a transfer certificate by its number and the student's
// date of birth (src/server/features/transfer-certificates/service.ts). There is no list: only a lookup that matches both gives
// the certificate's details and its PDF. Without JavaScript the form posts to this page and the server
// answers with the page again (src/server/features/transfer-certificates/routes.ts); with it, the tRPC mutation answers.

/** The lookup and its answer: an island (tc-lookup.tsx), given its words in the page's language. */
function TcLookupForm() {
  const words = useIslandFormsWords(['tcLookup']);
  return <Island name="tc-lookup" component={TcLookupIsland} props={{ words }} />;
}

export default function TcVerificationPage() {
  const settings = useSiteSettings();
  const phoneHref = telHref(settings.phone);
  const words = usePageWords().tcPage;
  const own = useOwnLanguage();
  return (
    <>
      <PageMetaHero page={usePageHero('tcVerification')} />
      <section className="section">
        <div className="container page-columns tc-layout">
          <TcLookupForm />

          <aside className="card tc-about" aria-labelledby="tc-about-title" {...own}>
            <h2 id="tc-about-title" className="section-title">
              {words.aboutTitle}
            </h2>
            <ul className="check-list">
              <li>{words.aboutPoints.forSchools}</li>
              <li>{words.aboutPoints.bothMatch}</li>
              <li>{words.aboutPoints.noList}</li>
            </ul>
            <p className="muted">{words.contactNote}</p>
            <ul className="plain-list tc-contact">
              <li>
                <Phone />
                <a href={phoneHref}>{settings.phone}</a>
              </li>
              <li>
                <Mail />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
