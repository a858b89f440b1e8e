import { MapPin } from '../../components/icons/icons';
import { useSiteSettings } from '../../lib/use-site-settings';
import { DocumentPage } from './sections/page-document';

// "About us": its words are data the office edits (docs/decisions/038-pages-as-data.md).

/** The school's addresses, kept in Settings. */
function Addresses() {
  const settings = useSiteSettings();
  return (
    <ul className="plain-list">
      {[settings.addressIndia, settings.addressInternational, settings.addressDubai].map((address, i) => (
        <li className="contact-line" key={i}>
          <MapPin /> {address}
        </li>
      ))}
    </ul>
  );
}

export default function AboutPage() {
  return <DocumentPage page="about" data={{ addresses: Addresses }} />;
}
