import { ACADEMIC_ACTIVITIES, ANNUAL_CALENDAR, CULTURAL_ACTIVITIES } from '../../../shared/content/calendar';
import { AlbumGallery } from './album-gallery';
import type { IllustrationKind } from './illustration';
import { Card, InfoPage, Section } from './info-parts';

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
    <InfoPage page="schoolActivities">
      <Section id="activities-title" eyebrow="Through the year" title="Academic and cultural activities">
        <div className="grid grid-2">
          <Card accent title="Academic activities">
            <ActivityList items={ACADEMIC_ACTIVITIES} />
          </Card>
          <Card accent title="Cultural activities">
            <ActivityList items={CULTURAL_ACTIVITIES} />
          </Card>
        </div>
      </Section>
      <Section soft id="gallery-title" eyebrow="Gallery" title="Activity gallery">
        <AlbumGallery album="activities" fallback={GALLERY} />
      </Section>
      <Section id="calendar-title" eyebrow="Plan ahead" title="Annual calendar by term">
        <div className="grid grid-2">
          {ANNUAL_CALENDAR.map((term) => (
            <Card
              key={term.term}
              title={
                <>
                  {term.term} <span className="muted">({term.months})</span>
                </>
              }
            >
              <ol className="timeline">
                {term.events.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ol>
            </Card>
          ))}
        </div>
      </Section>
    </InfoPage>
  );
}
