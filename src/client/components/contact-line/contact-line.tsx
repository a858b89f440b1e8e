import type { ReactNode } from 'react';
import { useSchoolText } from '../../lib/use-school-text';
import { useSiteSettings } from '../../lib/use-site-settings';
import { CampusAddress } from '../footer/campus-address';
import { CAMPUSES } from '../footer/campuses';
import { MapPin } from '../icons/icons';

/** One way to reach the school: an icon, a bold label, and the details on the next line. */
export function ContactLine({
  as: Tag,
  icon,
  label,
  children,
}: {
  as: 'p' | 'li';
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Tag className="contact-line">
      {icon}
      <span>
        <strong>{label}</strong>
        <br />
        {children}
      </span>
    </Tag>
  );
}

/** The school's addresses, one line each (the contact page, the offline page). */
export function CampusAddressList() {
  const settings = useSiteSettings();
  const schoolText = useSchoolText();
  return (
    <ul className="plain-list">
      {CAMPUSES.map((campus) => (
        <ContactLine as="li" key={campus.setting} icon={<MapPin />} label={schoolText(campus.title)}>
          <CampusAddress settings={settings} campus={campus} />
        </ContactLine>
      ))}
    </ul>
  );
}
