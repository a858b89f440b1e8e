import { fill } from '../../../../shared/words/fill';
import { MapPin } from '../../../components/icons/icons';
import { useHomeWords } from '../../../lib/home-words';
import { SiteLink, textLanguage, useLanguage } from '../../../lib/language';
import { useOwnLanguage } from '../../../lib/own-language';
import { trpc } from '../../../lib/trpc';
import { Calendar, Clipboard, GraduationCap, Info } from '../home-icons';
import { HomeSection, Loading, type PartHeader } from '../home-parts';
import { HOME_QUERY_OPTIONS } from '../home-query';

const ICONS = { clipboard: Clipboard, 'map-pin': MapPin, calendar: Calendar, graduation: GraduationCap } as const;

/** The home page's information tiles are the announcements the administrator manages (two are seeded). */
export function InfoTiles({ header }: { header: PartHeader }) {
  const { data, isPending, isError } = trpc.announcements.list.useQuery(undefined, HOME_QUERY_OPTIONS);
  const words = useHomeWords().sections;
  const language = useLanguage();
  const own = useOwnLanguage();
  if (!isPending && (isError || !data?.length)) return null;
  return (
    <HomeSection className="home-info" titleId="home-info-title" {...header}>
      {isPending ? (
        <Loading>{words.loadingInformation}</Loading>
      ) : (
        <ul className="home-tiles">
          {data?.map((tile) => {
            const Icon = ICONS[tile.icon as keyof typeof ICONS] ?? Info;
            const isExternal = /^https:\/\//.test(tile.link);
            // A link's words say where it goes, also read alone (a screen reader's list of links).
            // The office's words for the button, or the page's around the tile's title.
            const text = tile.buttonText || fill(words.moreAbout, { title: tile.title });
            const textMark = tile.buttonText ? textLanguage(language, tile, 'buttonText') : own;
            return (
              <li key={tile.id} className="home-tile">
                <span className="home-tile-icon">
                  <Icon />
                </span>
                <h3 {...textLanguage(language, tile, 'title')}>{tile.title}</h3>
                <p {...textLanguage(language, tile, 'description')}>{tile.description}</p>
                {tile.link &&
                  (isExternal ? (
                    <a
                      className="btn btn-primary"
                      href={tile.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      {...textMark}
                    >
                      {text}
                    </a>
                  ) : tile.link.startsWith('/') ? (
                    <SiteLink className="btn btn-primary" to={tile.link} {...textMark}>
                      {text}
                    </SiteLink>
                  ) : null)}
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
