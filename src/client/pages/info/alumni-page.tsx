import { ILLUSTRATIVE_ALUMNI } from '../../../shared/content/alumni';
import { ItemText, textLanguage, useLanguage } from '../../lib/language';
import { trpc } from '../../lib/trpc';
import { useInfoWords } from '../../lib/use-home-words';
import { FactList } from './fact-list';
import type { IllustrationKind } from './illustration';
import { Card, CardGrid, IllustrativeNote, Photo } from './info-parts';
import { DocumentPage } from './sections/page-document';

// "Our Alumni": its words are data the office edits (docs/decisions/038-pages-as-data.md); the profiles
// and the tiles are the office's lists, both prefetched with the page, in the school's order.

const ONCE = { staleTime: Number.POSITIVE_INFINITY };
const TILE_KINDS: IllustrationKind[] = ['trophy', 'compass', 'globe', 'people'];

/** The alumni profiles (Alumni). */
function AlumniProfiles() {
  const { data: profiles = [] } = trpc.alumni.list.useQuery(undefined, ONCE);
  const WORDS = useInfoWords().alumni;
  return (
    <>
      <div className="grid grid-3">
        {profiles.map((d, i) => (
          <Card as="article" accent key={d.id} icon="heart" tone={i} title={d.name}>
            {d.imageUrl && <Photo image={d} slot="avatar" />}
            <FactList
              items={[
                {
                  term: WORDS.position,
                  value: (
                    <ItemText item={d} field="position">
                      {d.position}
                    </ItemText>
                  ),
                },
                { term: WORDS.organisation, value: d.organisation },
                {
                  term: WORDS.specialty,
                  value: (
                    <ItemText item={d} field="specialty">
                      {d.specialty}
                    </ItemText>
                  ),
                },
                {
                  term: WORDS.location,
                  value: (
                    <ItemText item={d} field="location">
                      {d.location}
                    </ItemText>
                  ),
                },
              ]}
            />
          </Card>
        ))}
      </div>
      {profiles.some((p) => ILLUSTRATIVE_ALUMNI.includes(p.name)) && (
        <IllustrativeNote>{WORDS.illustrative}</IllustrativeNote>
      )}
    </>
  );
}

/** The Alumni page's tiles (Alumni Tiles). */
function AlumniTiles() {
  const { data: tiles = [] } = trpc.alumniTiles.list.useQuery(undefined, ONCE);
  const language = useLanguage();
  return (
    <CardGrid
      columns={4}
      tile
      muted
      items={tiles.map((t, i) => ({
        title: t.title,
        titleLanguage: textLanguage(language, t, 'title'),
        text: (
          <ItemText item={t} field="text">
            {t.text}
          </ItemText>
        ),
        icon: TILE_KINDS[i % TILE_KINDS.length] ?? 'star',
      }))}
    />
  );
}

export default function AlumniPage() {
  return <DocumentPage page="alumni" data={{ alumni: AlumniProfiles, alumniTiles: AlumniTiles }} />;
}
