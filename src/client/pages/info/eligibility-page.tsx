import { Link } from 'react-router-dom';
import {
  AGE_BY_CLASS,
  ELIGIBILITY_ACADEMIC,
  ELIGIBILITY_GENERAL,
  EXPECTED_LEARNING_RESULTS,
} from '../../../shared/content/school-facts';
import { PATHS } from '../../../shared/paths';
import { Card, CardGrid, CheckList, DataTable, InfoPage, Section } from './info-parts';

const RESULTS = EXPECTED_LEARNING_RESULTS.map((r, i) => ({
  ...r,
  icon: i === 0 ? ('trophy' as const) : ('heart' as const),
}));

export default function EligibilityPage() {
  return (
    <InfoPage page="eligibility">
      <Section>
        <div className="grid grid-2">
          <Card accent icon="shield" level={2} title="General requirements">
            <CheckList items={ELIGIBILITY_GENERAL} />
          </Card>
          <Card accent icon="graduation" tone={1} level={2} title="Academic requirements">
            <CheckList items={ELIGIBILITY_ACADEMIC} />
          </Card>
        </div>
      </Section>
      <Section
        soft
        id="age-title"
        eyebrow="Age criteria"
        title="Age by class"
        intro="Children are placed in the class that suits their age on the date of admission."
      >
        <DataTable
          narrow
          onSurface
          caption="Age by class"
          columns={['Class', 'Age']}
          rows={AGE_BY_CLASS.map((row) => ({ key: row.className, head: row.className, cells: [row.ageRange] }))}
        />
        <p className="muted" style={{ textAlign: 'center', marginTop: 'var(--space-4)' }}>
          Minimum ages for every class up to Class XII are on the{' '}
          <Link to={`${PATHS.admissions}?tab=age-criteria`}>Admissions page</Link>.
        </p>
      </Section>
      <Section id="results-title" eyebrow="What we aim for" title="Expected learning results">
        <CardGrid columns={2} toneFrom={2} items={RESULTS} />
      </Section>
    </InfoPage>
  );
}
