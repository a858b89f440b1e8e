import {
  ALUMNI_CLOSING_MESSAGE,
  ALUMNI_DOCTORS,
  ALUMNI_TECH_REGIONS,
  ALUMNI_TILES,
} from '../../../shared/content/alumni';
import type { IllustrationKind } from './illustration';
import { Card, CardGrid, FactList, IllustrativeNote, InfoPage, Section } from './info-parts';

const TILE_KINDS: IllustrationKind[] = ['trophy', 'compass', 'globe', 'people'];
const TILES = ALUMNI_TILES.map((t, i) => ({ ...t, icon: TILE_KINDS[i] ?? 'star' }));
const TECH_REGIONS = ALUMNI_TECH_REGIONS.map((r) => ({ title: r.country, text: r.text, icon: 'chip' as const }));

export default function AlumniPage() {
  return (
    <InfoPage page="alumni">
      <Section id="doctors-title" eyebrow="Medicine" title="Our doctors">
        <div className="grid grid-3">
          {ALUMNI_DOCTORS.map((d, i) => (
            <Card as="article" accent key={d.name} icon="heart" tone={i} title={d.name}>
              <FactList
                items={[
                  { term: 'Position', value: d.position },
                  { term: 'Hospital', value: d.hospital },
                  { term: 'Specialty', value: d.specialty },
                  { term: 'Location', value: d.location },
                ]}
              />
            </Card>
          ))}
        </div>
        <IllustrativeNote>Profiles shown are illustrative examples of our alumni’s careers.</IllustrativeNote>
      </Section>
      <Section soft id="tech-title" eyebrow="Technology and engineering" title="Engineers around the world">
        <CardGrid columns={4} items={TECH_REGIONS} />
      </Section>
      <Section id="tiles-title" eyebrow="Why they succeed" title="The foundation we give">
        <CardGrid columns={4} tile muted items={TILES} />
        <blockquote className="callout" style={{ margin: 'var(--space-7) 0 0' }}>
          <p className="lead" style={{ margin: 0 }}>
            {ALUMNI_CLOSING_MESSAGE}
          </p>
        </blockquote>
      </Section>
    </InfoPage>
  );
}
