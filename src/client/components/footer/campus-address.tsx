import type { PublicSiteSettings } from '../../../shared/schemas/settings';
import type { Words } from '../../../shared/words';
import { fill } from '../../../shared/words/fill';
import { type Campus, campusAddress, directionsUrl } from './campuses';

/**
 * A campus's address and the link to directions to it, as the footer and the contact page show them.
 * The footer gives its words in the page's language; the contact page's content is English's.
 */
export function CampusAddress({
  settings,
  campus,
  words,
}: {
  settings: PublicSiteSettings;
  campus: Campus;
  words?: Words['footer'];
}) {
  const address = campusAddress(settings, campus);
  return (
    <>
      {address}
      <br />
      <a className="directions-link" href={directionsUrl(address)}>
        {words ? (
          <>
            {words.directions}
            <span className="visually-hidden">{fill(words.directionsTo, { place: words.places[campus.setting] })}</span>
          </>
        ) : (
          <>
            Directions<span className="visually-hidden"> to {campus.place}</span>
          </>
        )}
      </a>
    </>
  );
}
