import {
  ALUMNI_CLOSING_MESSAGE,
  ALUMNI_DOCTORS,
  ALUMNI_TECH_REGIONS,
  ALUMNI_TILES,
} from '../../../shared/content/alumni';
import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { GlyphBadge, type IllustrationKind } from './illustration';
import { CtaBand, FactList, IllustrativeNote, SectionHeader } from './info-parts';

const TILE_KINDS: IllustrationKind[] = ['trophy', 'compass', 'globe', 'people'];

// spec §2 'Alumni (static)': three doctor profiles, technology and engineering (USA, Canada,
// Australia, India), four tiles, closing message.
export default function AlumniPage() {
  return (
    <>
      <PageHero eyebrow="Our graduates" title={PAGES.alumni.heading}>
        Doctors, engineers and professionals in India and around the world, who began their journey with us.
      </PageHero>
      <section className="section" aria-labelledby="doctors-title">
        <div className="container">
          <SectionHeader id="doctors-title" eyebrow="Medicine" title="Our doctors" />
          <div className="grid grid-3">
            {ALUMNI_DOCTORS.map((d, i) => (
              <article className="card card-accent" key={d.name}>
                <GlyphBadge kind="heart" tone={i} />
                <h3>{d.name}</h3>
                <FactList
                  items={[
                    { term: 'Position', value: d.position },
                    { term: 'Hospital', value: d.hospital },
                    { term: 'Specialty', value: d.specialty },
                    { term: 'Location', value: d.location },
                  ]}
                />
              </article>
            ))}
          </div>
          <IllustrativeNote>Profiles shown are illustrative examples of our alumni’s careers.</IllustrativeNote>
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="tech-title">
        <div className="container">
          <SectionHeader id="tech-title" eyebrow="Technology and engineering" title="Engineers around the world" />
          <div className="grid grid-4">
            {ALUMNI_TECH_REGIONS.map((r, i) => (
              <div className="card" key={r.country}>
                <GlyphBadge kind="chip" tone={i} />
                <h3>{r.country}</h3>
                <p>{r.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="tiles-title">
        <div className="container">
          <SectionHeader id="tiles-title" eyebrow="Why they succeed" title="The foundation we give" />
          <div className="grid grid-4">
            {ALUMNI_TILES.map((t, i) => (
              <div className="card tile" key={t.title}>
                <GlyphBadge kind={TILE_KINDS[i] ?? 'star'} tone={i} />
                <h3>{t.title}</h3>
                <p className="muted">{t.text}</p>
              </div>
            ))}
          </div>
          <blockquote className="callout" style={{ margin: 'var(--space-7) 0 0' }}>
            <p className="lead" style={{ margin: 0 }}>
              {ALUMNI_CLOSING_MESSAGE}
            </p>
          </blockquote>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
