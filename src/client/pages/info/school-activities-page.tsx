import { ACADEMIC_ACTIVITIES, ANNUAL_CALENDAR, CULTURAL_ACTIVITIES } from '../../../shared/content/calendar';
import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { Illustration, type IllustrationKind } from './illustration';
import { CtaBand, SectionHeader } from './info-parts';

// spec §2 'School Activities: academic and cultural activities with months, activity gallery,
// annual calendar by term'.
const GALLERY: { title: string; caption: string; kind: IllustrationKind }[] = [
  { title: 'Science Exhibition', caption: 'Models built by our students', kind: 'flask' },
  { title: 'Annual Sports Day', caption: 'Races, relays and team games', kind: 'trophy' },
  { title: 'Quran Recitation', caption: 'Recitation with Tajweed', kind: 'book' },
  { title: 'Art and Calligraphy', caption: 'Paintings and Arabic calligraphy', kind: 'palette' },
  { title: 'Annual Day', caption: 'Nasheeds, skits and speeches', kind: 'mic' },
  { title: 'Independence Day', caption: 'Flag hoisting and march-past', kind: 'star' },
];

function ActivityList({ items }: { items: readonly { title: string; month: string; text: string }[] }) {
  return (
    <ul className="plain-list info-stack">
      {items.map((a) => (
        <li key={a.title}>
          <span className="badge month-badge">{a.month}</span>
          <strong>{a.title}</strong>
          <p className="muted" style={{ margin: 0 }}>
            {a.text}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function SchoolActivitiesPage() {
  return (
    <>
      <PageHero eyebrow="Life at school" title={PAGES.schoolActivities.heading}>
        A year full of learning and celebration, planned term by term.
      </PageHero>
      <section className="section" aria-labelledby="activities-title">
        <div className="container">
          <SectionHeader id="activities-title" eyebrow="Through the year" title="Academic and cultural activities" />
          <div className="grid grid-2">
            <div className="card card-accent">
              <h3>Academic activities</h3>
              <ActivityList items={ACADEMIC_ACTIVITIES} />
            </div>
            <div className="card card-accent">
              <h3>Cultural activities</h3>
              <ActivityList items={CULTURAL_ACTIVITIES} />
            </div>
          </div>
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="gallery-title">
        <div className="container">
          <SectionHeader id="gallery-title" eyebrow="Gallery" title="Activity gallery" />
          <div className="grid grid-3">
            {GALLERY.map((g, i) => (
              <figure className="gallery-figure" key={g.title}>
                <Illustration kind={g.kind} tone={i} width={480} height={280} label={`Illustration: ${g.title}`} />
                <figcaption>
                  {g.title}
                  <span>{g.caption}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="calendar-title">
        <div className="container">
          <SectionHeader id="calendar-title" eyebrow="Plan ahead" title="Annual calendar by term" />
          <div className="grid grid-2">
            {ANNUAL_CALENDAR.map((term) => (
              <div className="card" key={term.term}>
                <h3>
                  {term.term} <span className="muted">({term.months})</span>
                </h3>
                <ol className="timeline">
                  {term.events.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
