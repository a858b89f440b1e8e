import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FOUNDED_YEAR } from '../../../shared/content/school-facts';
import { STATUTORY_LINK_LABELS } from '../../../shared/content/site-words';
import { telHref } from '../../../shared/format';
import { FOOTER_QUICK_LINKS, PATHS } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { useSchoolText } from '../../lib/use-school-text';
import { useSiteSettings } from '../../lib/use-site-settings';
import { useWords } from '../../lib/use-words';
import { SchoolLogo } from '../header/school-logo';
import { Download, Facebook, Instagram, Mail, MapPin, Phone, Youtube } from '../icons/icons';
import { CampusAddress } from './campus-address';
import { CAMPUSES } from './campuses';
import './footer.css';

/** A column of the footer: a landmark named by its heading. */
function FooterColumn({
  landmark: Landmark,
  id,
  heading,
  children,
}: {
  landmark: 'section' | 'nav';
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {heading}
      </h2>
      {children}
    </Landmark>
  );
}

/** The statutory pages every public page links to, in their order. */
const STATUTORY_LINKS = Object.keys(STATUTORY_LINK_LABELS) as (keyof typeof STATUTORY_LINK_LABELS)[];

/** The copyright line's years: from the school's founding to this year, by the clock that renders the page. */
const copyrightYears = () => `${FOUNDED_YEAR}–${new Date().getFullYear()}`;

export function Footer() {
  const settings = useSiteSettings();
  const schoolText = useSchoolText();
  // The footer's words in the page's language (src/shared/words/).
  const words = useWords().footer;
  const socials = [
    { label: 'Facebook', url: settings.facebookUrl, Icon: Facebook },
    { label: 'Instagram', url: settings.instagramUrl, Icon: Instagram },
    { label: 'YouTube', url: settings.youtubeUrl, Icon: Youtube },
  ].filter((s) => s.url); // a network without an address in the settings gets no icon, never a dead link

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <FooterColumn landmark="section" id="footer-contact" heading={words.contactHeading}>
          <ul className="footer-contact">
            {CAMPUSES.map((campus) => (
              <li key={campus.setting}>
                <MapPin />
                <span>
                  <strong>{words.campuses[campus.setting]}</strong>
                  <br />
                  <CampusAddress settings={settings} campus={campus} words={words} />
                </span>
              </li>
            ))}
            <li>
              <Mail />
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
            <li>
              <Phone />
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </li>
          </ul>
        </FooterColumn>

        <FooterColumn landmark="nav" id="footer-links" heading={words.quickLinksHeading}>
          <ul className="footer-links">
            {FOOTER_QUICK_LINKS.map((l) => (
              <li key={l.path}>
                {l.path === PATHS.brochure ? (
                  <a href={l.path} download>
                    {words.quickLinks[l.key]}
                  </a>
                ) : (
                  <Link to={l.path}>{schoolText(words.quickLinks[l.key])}</Link>
                )}
              </li>
            ))}
          </ul>
        </FooterColumn>

        <section>
          <h2 className="footer-heading footer-school">
            <SchoolLogo size={36} withMark={false} />
            {settings.schoolName}
          </h2>
          <p className="footer-about">
            {fill(words.about, { stages: words.stages, curriculum: words.curriculum, year: FOUNDED_YEAR })}
          </p>
          <a href={PATHS.brochure} download className="btn btn-light footer-brochure">
            <Download />
            {words.quickLinks.brochure}
          </a>
          {socials.length > 0 && (
            <ul className="footer-social">
              {socials.map(({ label, url, Icon }) => (
                <li key={label}>
                  <a href={url} aria-label={label} rel="noopener noreferrer" target="_blank">
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container spread-row footer-bottom-inner">
          {/* The year is the server's: a browser whose clock says otherwise keeps the page as rendered. */}
          <p suppressHydrationWarning>
            {fill(words.copyright, { years: copyrightYears(), school: settings.schoolName })}
          </p>
          <nav aria-label={words.statutoryNav}>
            <ul className="footer-statutory">
              {STATUTORY_LINKS.map((key) => (
                <li key={key}>
                  <Link to={PATHS[key]}>{words.statutory[key]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
