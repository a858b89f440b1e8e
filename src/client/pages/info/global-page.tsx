import { GLOBAL_PROGRAMMES, PARTNER_SCHOOLS } from '../../../shared/content/global';
import { PAGES } from '../../../shared/paths';
import { MapPin } from '../../components/icons/icons';
import { PageHero } from '../../components/layout/page-hero';
import { GlyphBadge, Illustration, type IllustrationKind } from './illustration';
import { CtaBand, IllustrativeNote, SectionHeader } from './info-parts';

const PROGRAMME_KINDS: IllustrationKind[] = ['classroom', 'bus', 'trophy', 'globe'];

// spec §2 'Global page with partner schools'.
export default function GlobalPage() {
  return (
    <>
      <PageHero eyebrow="Why Al Mahmood" title={PAGES.global.heading}>
        Rooted in Akola, connected to the world.
      </PageHero>
      <section className="section">
        <div className="container info-split">
          <div>
            <h2>Preparing students for a global future</h2>
            <p className="lead">
              With an office in Dubai and alumni in the USA, Canada, Australia and across India, our school knows that
              today’s students will study and work across borders.
            </p>
            <p>
              We give them the English, the confidence and the values to do it well, and opportunities to meet students
              from other countries while they are still at school.
            </p>
          </div>
          <Illustration kind="globe" label="Illustration: a globe" tone={3} />
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="programmes-title">
        <div className="container">
          <SectionHeader id="programmes-title" eyebrow="Programmes" title="How students go global" />
          <div className="grid grid-4">
            {GLOBAL_PROGRAMMES.map((p, i) => (
              <div className="card" key={p.title}>
                <GlyphBadge kind={PROGRAMME_KINDS[i] ?? 'globe'} tone={i} />
                <h3>{p.title}</h3>
                <p>{p.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="partners-title">
        <div className="container">
          <SectionHeader id="partners-title" eyebrow="Partners" title="Partner schools" />
          <div className="grid grid-2">
            {PARTNER_SCHOOLS.map((s) => (
              <article className="card card-accent" key={s.name}>
                <h3>{s.name}</h3>
                <p className="contact-line muted">
                  <MapPin /> {s.city}, {s.country}
                </p>
                <p>{s.programme}</p>
              </article>
            ))}
          </div>
          <IllustrativeNote>
            Partner school names are illustrative; the school office can tell you about current partnerships.
          </IllustrativeNote>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
