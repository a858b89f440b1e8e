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
import { PATHS } from '../../../shared/paths';
import { Tabs } from '../../components/tabs/tabs';
import { FactList } from './fact-list';
import { GlyphBadge, type IllustrationKind } from './illustration';
import { Card, CheckList, DataTable, InfoPage, Section, Stack, Subsection } from './info-parts';

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

export default function AcademicsPage() {
  const curriculum = (
    <Stack>
      <Subsection
        title="Our curriculum"
        lead={
          <>
            We follow the {CURRICULUM}. Every child studies the full CBSE syllabus in English, and every day also
            includes Quran and Islamic studies, so that worldly and religious learning grow together.
          </>
        }
      />
      <div className="grid grid-4">
        {STAGES.map((stage, i) => (
          <Card key={stage.title} icon={stage.kind} tone={i} title={stage.title}>
            <p className="muted">{stage.classes}</p>
            <p>{stage.text}</p>
          </Card>
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
    </Stack>
  );

  const grading = (
    <Stack>
      <Subsection title="Grading scale">
        <DataTable
          caption="CBSE grading scale"
          columns={['Grade', 'Meaning', 'Marks']}
          rows={GRADING_SCALE.map((g) => ({
            key: g.grade,
            head: <span className="grade-chip">{g.grade}</span>,
            cells: [g.label, g.range],
          }))}
        />
      </Subsection>
      <div className="grid grid-2">
        <Card accent title="Promotion rules">
          <CheckList items={PROMOTION_RULES} />
        </Card>
        <Card accent title="Examination calendar">
          <FactList items={EXAM_CALENDAR.map((e) => ({ term: e.name, value: e.period }))} />
        </Card>
      </div>
    </Stack>
  );

  const schedule = (
    <Stack>
      <Subsection title="The school day">
        <FactList
          items={[
            ...SCHOOL_HOURS.map((h) => ({ term: `School hours, ${h.group}`, value: h.hours })),
            { term: 'Morning assembly', value: MORNING_ASSEMBLY },
            { term: 'Parent-teacher meeting', value: PTM },
          ]}
        />
      </Subsection>
      <Subsection title="The year at a glance">
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
      </Subsection>
    </Stack>
  );

  return (
    <InfoPage page="academics">
      <Section>
        <Tabs
          label="Academics"
          defaultTab="curriculum"
          tabs={[
            { id: 'curriculum', label: 'Curriculum', content: curriculum },
            { id: 'grading', label: 'Grading', content: grading },
            { id: 'schedule', label: 'Schedule', content: schedule },
          ]}
        />
      </Section>
    </InfoPage>
  );
}
