import { GLOBAL_PROGRAMMES, PARTNER_SCHOOLS } from '../../../shared/content/global';
import { MapPin } from '../../components/icons/icons';
import { Illustration, type IllustrationKind } from './illustration';
import { Card, CardGrid, IllustrativeNote, InfoPage, Section, SplitSection } from './info-parts';

const PROGRAMME_KINDS: IllustrationKind[] = ['classroom', 'bus', 'trophy', 'globe'];
const PROGRAMMES = GLOBAL_PROGRAMMES.map((p, i) => ({ ...p, icon: PROGRAMME_KINDS[i] ?? 'globe' }));

export default function GlobalPage() {
  return (
    <InfoPage page="global">
      <SplitSection
        title="Preparing students for a global future"
        lead="With an office in Dubai and alumni in the USA, Canada, Australia and across India, our school knows that today’s students will study and work across borders."
        art={<Illustration kind="globe" label="Illustration: a globe" tone={3} />}
      >
        <p>
          We give them the English, the confidence and the values to do it well, and opportunities to meet students from
          other countries while they are still at school.
        </p>
      </SplitSection>
      <Section soft id="programmes-title" eyebrow="Programmes" title="How students go global">
        <CardGrid columns={4} items={PROGRAMMES} />
      </Section>
      <Section id="partners-title" eyebrow="Partners" title="Partner schools">
        <div className="grid grid-2">
          {PARTNER_SCHOOLS.map((s) => (
            <Card as="article" accent key={s.name} title={s.name}>
              <p className="contact-line muted">
                <MapPin /> {s.city}, {s.country}
              </p>
              <p>{s.programme}</p>
            </Card>
          ))}
        </div>
        <IllustrativeNote>
          Partner school names are illustrative; the school office can tell you about current partnerships.
        </IllustrativeNote>
      </Section>
    </InfoPage>
  );
}
