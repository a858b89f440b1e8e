import type { ActivityCategory, ActivityIcon } from '../../../shared/content/activities';

// The first extracurricular activities, for the school to keep current in the dashboard.
export const EXTRACURRICULAR_ACTIVITIES: {
  key: string;
  title: string;
  category: Exclude<ActivityCategory, 'all'>;
  description: string;
  schedule: string;
  icon: ActivityIcon;
}[] = [
  {
    key: 'quran-recitation',
    icon: 'book',
    title: 'Quran Recitation Circle',
    category: 'islamic',
    description: 'Recitation with Tajweed in small groups, so every child reads aloud and is gently corrected.',
    schedule: 'Daily, after the morning assembly',
  },
  {
    key: 'hifz-revision',
    icon: 'moon',
    title: 'Hifz Revision Halaqa',
    category: 'islamic',
    description: 'Revision circles that help Hifz students keep what they have memorised strong and steady.',
    schedule: 'Monday to Thursday',
  },
  {
    key: 'islamic-quiz',
    icon: 'star',
    title: 'Seerah and Islamic Quiz',
    category: 'islamic',
    description: 'Stories from the Seerah and a friendly inter-house quiz on Islamic history and values.',
    schedule: 'Once a month',
  },
  {
    key: 'science-club',
    icon: 'flask',
    title: 'Science Club',
    category: 'academic',
    description: 'Hands-on experiments in the laboratory and models for the annual Science Exhibition.',
    schedule: 'Every Wednesday',
  },
  {
    key: 'maths-olympiad',
    icon: 'pen',
    title: 'Mathematics Olympiad Practice',
    category: 'academic',
    description: 'Puzzles and problem solving that prepare keen students for olympiads and competitive exams.',
    schedule: 'Every Tuesday',
  },
  {
    key: 'debate',
    icon: 'mic',
    title: 'Debate and Elocution',
    category: 'academic',
    description: 'Students learn to research, speak clearly in English and listen to the other side with respect.',
    schedule: 'Every Friday',
  },
  {
    key: 'art-craft',
    icon: 'palette',
    title: 'Art and Craft',
    category: 'arts',
    description: 'Drawing, painting and craft work; the best pieces join the Student Art Gallery.',
    schedule: 'Twice a week',
  },
  {
    key: 'calligraphy',
    icon: 'pen',
    title: 'Arabic Calligraphy',
    category: 'arts',
    description: 'The beauty of the Arabic script, stroke by stroke, with reed pens and ink.',
    schedule: 'Every Thursday',
  },
  {
    key: 'nasheed-drama',
    icon: 'mic',
    title: 'Nasheed and Drama',
    category: 'arts',
    description: 'Nasheeds, skits and stage practice that build confidence for the Annual Day.',
    schedule: 'Every Saturday',
  },
  {
    key: 'football',
    icon: 'ball',
    title: 'Football',
    category: 'sports',
    description: 'Team play, fitness and fair play on the school ground, for boys and girls in separate groups.',
    schedule: 'Monday and Wednesday',
  },
  {
    key: 'athletics',
    icon: 'trophy',
    title: 'Athletics',
    category: 'sports',
    description: 'Running, relays and long jump, with training for the Annual Sports Day.',
    schedule: 'Tuesday and Thursday',
  },
  {
    key: 'indoor-games',
    icon: 'star',
    title: 'Chess and Indoor Games',
    category: 'sports',
    description: 'Chess, carrom and table tennis that teach patience, focus and planning ahead.',
    schedule: 'Every Friday',
  },
  {
    key: 'annual-day',
    icon: 'star',
    title: 'Annual Day',
    category: 'special',
    description: 'A celebration of the year on stage, with every class taking part before families and guests.',
    schedule: 'February',
  },
  {
    key: 'sports-day',
    icon: 'trophy',
    title: 'Annual Sports Day',
    category: 'special',
    description: 'A day of races, team games and prizes, where every child takes part.',
    schedule: 'January',
  },
  {
    key: 'field-trips',
    icon: 'bus',
    title: 'Educational Field Trips',
    category: 'special',
    description: 'Visits to museums, farms and places of learning, linked to what children study in class.',
    schedule: 'Once a term',
  },
];
