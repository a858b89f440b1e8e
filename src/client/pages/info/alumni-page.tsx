import { ALUMNI_CLOSING_MESSAGE, ALUMNI_TECH_REGIONS, ILLUSTRATIVE_ALUMNI } from '../../../shared/content/alumni';
import { trpc } from '../../lib/trpc';
import { FactList } from './fact-list';
import type { IllustrationKind } from './illustration';
import { Card, CardGrid, IllustrativeNote, InfoPage, Photo, Section } from './info-parts';

const TILE_KINDS: IllustrationKind[] = ['trophy', 'compass', 'globe', 'people'];
const TECH_REGIONS = ALUMNI_TECH_REGIONS.map((r) => ({ title: r.country, text: r.text, icon: 'chip' as const }));

export default function AlumniPage() {
  // Both prefetched with the page (src/server/ssr/pages.ts), in the school's order.
  const once = { staleTime: Number.POSITIVE_INFINITY };
  const { data: profiles = [] } = trpc.alumni.list.useQuery(undefined, once);
  const { data: tiles = [] } = trpc.alumniTiles.list.useQuery(undefined, once);
  return (
    <InfoPage page="alumni">
      <Section id="doctors-title" eyebrow="Medicine" title="Our doctors">
        <div className="grid grid-3">
          {profiles.map((d, i) => (
            <Card as="article" accent key={d.id} icon="heart" tone={i} title={d.name}>
              {d.imageUrl && <Photo image={d} slot="avatar" />}
              <FactList
                items={[
                  { term: 'Position', value: d.position },
                  { term: 'Hospital', value: d.organisation },
                  { term: 'Specialty', value: d.specialty },
                  { term: 'Location', value: d.location },
                ]}
              />
            </Card>
          ))}
        </div>
        {profiles.some((p) => ILLUSTRATIVE_ALUMNI.includes(p.name)) && (
          <IllustrativeNote>Profiles shown are illustrative examples of our alumni’s careers.</IllustrativeNote>
        )}
      </Section>
      <Section soft id="tech-title" eyebrow="Technology and engineering" title="Engineers around the world">
        <CardGrid columns={4} items={TECH_REGIONS} />
      </Section>
      <Section id="tiles-title" eyebrow="Why they succeed" title="The foundation we give">
        <CardGrid
          columns={4}
          tile
          muted
          items={tiles.map((t, i) => ({
            title: t.title,
            text: t.text,
            icon: TILE_KINDS[i % TILE_KINDS.length] ?? 'star',
          }))}
        />
        <blockquote className="callout" style={{ margin: 'var(--space-7) 0 0' }}>
          <p className="lead" style={{ margin: 0 }}>
            {ALUMNI_CLOSING_MESSAGE}
          </p>
        </blockquote>
      </Section>
    </InfoPage>
  );
}
