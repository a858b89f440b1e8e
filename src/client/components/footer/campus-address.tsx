import type { PublicSiteSettings } from '../../../shared/schemas/settings';
import { type Campus, campusAddress, directionsUrl } from './campuses';

/** A campus's address and the link to directions to it, as the footer and the contact page show them. */
export function CampusAddress({ settings, campus }: { settings: PublicSiteSettings; campus: Campus }) {
  const address = campusAddress(settings, campus);
  return (
    <>
      {address}
      <br />
      <a className="directions-link" href={directionsUrl(address)}>
        Directions<span className="visually-hidden"> to {campus.place}</span>
      </a>
    </>
  );
}
