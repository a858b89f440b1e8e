import { HIFZ_DURATION, PTM } from '../../../shared/content/school-facts';
import { Tabs } from '../../components/tabs/tabs';
import { Illustration, type IllustrationKind } from './illustration';
import { CardGrid, type CardItem, InfoPage, Section, Split, Stack } from './info-parts';

function Methods({
  intro,
  heading,
  methods,
  art,
  artLabel,
}: {
  intro: string;
  heading: string;
  methods: CardItem[];
  art: IllustrationKind;
  artLabel: string;
}) {
  return (
    <Stack>
      <Split title={heading} lead={intro} art={<Illustration kind={art} label={artLabel} tone={methods.length} />} />
      <CardGrid columns={2} items={methods} />
    </Stack>
  );
}

export default function TeachingPage() {
  const islamic = (
    <Methods
      heading="Islamic teaching methods"
      art="moon"
      artLabel="Illustration: a crescent moon and star"
      intro="Faith is taught the way it is lived: gently, daily and by example. Teachers build love for the Quran and good manners before anything else."
      methods={[
        {
          title: 'Quran with Tajweed',
          text: 'Children recite every day in small groups, and teachers correct pronunciation patiently, one verse at a time.',
          icon: 'book',
        },
        {
          title: 'Hifz programme',
          text: `Memorisation with daily new lessons and regular revision circles; completing Hifz usually takes ${HIFZ_DURATION}.`,
          icon: 'moon',
        },
        {
          title: 'Islamic studies',
          text: 'Stories of the Prophets, the Seerah and the basics of faith, taught in age-appropriate steps from Nursery upwards.',
          icon: 'star',
        },
        {
          title: 'Character and manners',
          text: 'Honesty, kindness and respect for parents and teachers are practised in class, in the playground and at home.',
          icon: 'heart',
        },
      ]}
    />
  );

  const modern = (
    <Methods
      heading="Modern teaching methods"
      art="classroom"
      artLabel="Illustration: a classroom board"
      intro="On the CBSE pattern, lessons are built around understanding rather than rote learning, with English as the language of the classroom."
      methods={[
        {
          title: 'Activity-based learning',
          text: 'Young children learn through play, stories and hands-on activities that make ideas concrete.',
          icon: 'palette',
        },
        {
          title: 'Concept first',
          text: 'Teachers explain the why behind every rule and check understanding with questions, not only with tests.',
          icon: 'compass',
        },
        {
          title: 'Regular evaluations',
          text: 'Two evaluations and two term exams a year show where each child is strong and where help is needed.',
          icon: 'calendar',
        },
        {
          title: 'Parents as partners',
          text: `Progress is shared at the monthly parent-teacher meeting: ${PTM.charAt(0).toLowerCase()}${PTM.slice(1)}.`,
          icon: 'people',
        },
      ]}
    />
  );

  const practical = (
    <Methods
      heading="Practical learning"
      art="lab"
      artLabel="Illustration: a laboratory flask"
      intro="Children remember what they do. Laboratories, the library and projects turn lessons into experience."
      methods={[
        {
          title: 'Laboratory work',
          text: 'Experiments in the science laboratory let students observe, measure and explain for themselves.',
          icon: 'flask',
        },
        {
          title: 'Library and reading',
          text: 'Regular library periods build a reading habit and the confidence to find things out.',
          icon: 'library',
        },
        {
          title: 'Projects and exhibitions',
          text: 'Class projects and the annual Science Exhibition let students plan, build and present their work.',
          icon: 'trophy',
        },
        {
          title: 'Field trips',
          text: 'Visits outside school connect what children learn in class with the world around them.',
          icon: 'bus',
        },
      ]}
    />
  );

  return (
    <InfoPage page="teaching">
      <Section>
        <Tabs
          label="Teaching methods"
          defaultTab="islamic"
          tabs={[
            { id: 'islamic', label: 'Islamic', content: islamic },
            { id: 'modern', label: 'Modern', content: modern },
            { id: 'practical', label: 'Practical', content: practical },
          ]}
        />
      </Section>
    </InfoPage>
  );
}
