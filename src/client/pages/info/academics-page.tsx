import { Link } from 'react-router-dom';
import {
  ACADEMIC_SESSION,
  CURRICULUM,
  EXAM_CALENDAR,
  GRADING_SCALE,
  HIFZ_DURATION,
  MORNING_ASSEMBLY,
  PROMOTION_RULES,
  PTM,
  SCHOOL_HOURS,
} from '../../../shared/content/school-facts';
import { PAGES, PATHS } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { Tabs } from '../../components/tabs/tabs';
import { GlyphBadge, type IllustrationKind } from './illustration';
import { CheckList, CtaBand, FactList } from './info-parts';

const STAGES: { title: string; classes: string; text: string; kind: IllustrationKind }[] = [
  {
    title: 'Pre-primary',
    classes: 'Nursery, LKG, UKG',
    text: 'Play, stories, rhymes and first letters and numbers, in a warm and safe classroom.',
    kind: 'star',
  },
  {
    title: 'Primary',
    classes: 'Classes 1-5',
    text: 'Strong reading, writing and arithmetic, with science and social studies through activities.',
    kind: 'book',
  },
  {
    title: 'Middle',
    classes: 'Classes 6-8',
    text: 'Deeper subjects, laboratory work and projects that build independent study habits.',
    kind: 'flask',
  },
  {
    title: 'Secondary and Senior Secondary',
    classes: 'Classes 9-12',
    text: 'Focused preparation for the CBSE board examinations and for competitive exams.',
    kind: 'graduation',
  },
];

// spec §2 'Academics: tabs curriculum, grading, schedule'; §9 grading scale, promotion, exams, hours.
export default function AcademicsPage() {
  const curriculum = (
    <div className="info-stack">
      <div>
        <h2>Our curriculum</h2>
        <p className="lead">
          We follow the {CURRICULUM}. Every child studies the full CBSE syllabus in English, and every day also includes
          Quran and Islamic studies, so that worldly and religious learning grow together.
        </p>
      </div>
      <div className="grid grid-4">
        {STAGES.map((stage, i) => (
          <div className="card" key={stage.title}>
            <GlyphBadge kind={stage.kind} tone={i} />
            <h3>{stage.title}</h3>
            <p className="muted">{stage.classes}</p>
            <p>{stage.text}</p>
          </div>
        ))}
      </div>
      <div className="callout">
        <GlyphBadge kind="moon" tone={2} />
        <div>
          <h3>Islamic studies and Hifz</h3>
          <p>
            Islamic studies are part of every class. Students who join the Hifz programme memorise the Quran alongside
            their regular studies; completing Hifz usually takes {HIFZ_DURATION}.
          </p>
        </div>
      </div>
    </div>
  );

  const grading = (
    <div className="info-stack">
      <div>
        <h2>Grading scale</h2>
        <div className="table-wrap">
          <table className="table">
            <caption>CBSE grading scale</caption>
            <thead>
              <tr>
                <th scope="col">Grade</th>
                <th scope="col">Meaning</th>
                <th scope="col">Marks</th>
              </tr>
            </thead>
            <tbody>
              {GRADING_SCALE.map((g) => (
                <tr key={g.grade}>
                  <th scope="row">
                    <span className="grade-chip">{g.grade}</span>
                  </th>
                  <td>{g.label}</td>
                  <td>{g.range}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="grid grid-2">
        <div className="card card-accent">
          <h3>Promotion rules</h3>
          <CheckList items={PROMOTION_RULES} />
        </div>
        <div className="card card-accent">
          <h3>Examination calendar</h3>
          <FactList items={EXAM_CALENDAR.map((e) => ({ term: e.name, value: e.period }))} />
        </div>
      </div>
    </div>
  );

  const schedule = (
    <div className="info-stack">
      <div>
        <h2>The school day</h2>
        <FactList
          items={[
            ...SCHOOL_HOURS.map((h) => ({ term: `School hours, ${h.group}`, value: h.hours })),
            { term: 'Morning assembly', value: MORNING_ASSEMBLY },
            { term: 'Parent-teacher meeting', value: PTM },
          ]}
        />
      </div>
      <div>
        <h2>The year at a glance</h2>
        <ol className="timeline">
          <li>
            <strong>Session begins</strong>
            <span className="muted">The session runs from the {ACADEMIC_SESSION}.</span>
          </li>
          {EXAM_CALENDAR.map((e) => (
            <li key={e.name}>
              <strong>{e.name}</strong>
              <span className="muted">{e.period}</span>
            </li>
          ))}
        </ol>
        <p className="muted">
          Holidays and meeting dates are on the <Link to={PATHS.importantDates}>Important Dates</Link> page.
        </p>
      </div>
    </div>
  );

  return (
    <>
      <PageHero eyebrow="Why Al Mahmood" title={PAGES.academics.heading}>
        The CBSE curriculum with Islamic studies, a clear grading scale and a well-planned school year.
      </PageHero>
      <section className="section">
        <div className="container">
          <Tabs
            label="Academics"
            defaultTab="curriculum"
            tabs={[
              { id: 'curriculum', label: 'Curriculum', content: curriculum },
              { id: 'grading', label: 'Grading', content: grading },
              { id: 'schedule', label: 'Schedule', content: schedule },
            ]}
          />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
