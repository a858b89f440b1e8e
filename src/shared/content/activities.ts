// Extracurricular activities. Hard-coded content; `image` names the illustration the page draws (no
// photographs).
export const ACTIVITY_CATEGORIES = [
  { id: 'all', label: 'All' },
  { id: 'islamic', label: 'Islamic' },
  { id: 'academic', label: 'Academic' },
  { id: 'arts', label: 'Arts' },
  { id: 'sports', label: 'Sports' },
  { id: 'special', label: 'Special' },
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number]['id'];
export const DEFAULT_ACTIVITY_CATEGORY: ActivityCategory = 'all';

export interface ExtracurricularActivity {
  id: string;
  title: string;
  category: Exclude<ActivityCategory, 'all'>;
  description: string;
  schedule: string;
  image: 'book' | 'moon' | 'flask' | 'palette' | 'pen' | 'ball' | 'trophy' | 'star' | 'mic' | 'bus';
}

export const EXTRACURRICULAR_ACTIVITIES: ExtracurricularActivity[] = [
  {
    id: 'quran-recitation',
    image: 'book',
    title: 'Quran Recitation Circle',
    category: 'islamic',
    description: 'Recitation with Tajweed in small groups, so every child reads aloud and is gently corrected.',
    schedule: 'Daily, after the morning assembly',
  },
  {
    id: 'hifz-revision',
    image: 'moon',
    title: 'Hifz Revision Halaqa',
    category: 'islamic',
    description: 'Revision circles that help Hifz students keep what they have memorised strong and steady.',
    schedule: 'Monday to Thursday',
  },
  {
    id: 'islamic-quiz',
    image: 'star',
    title: 'Seerah and Islamic Quiz',
    category: 'islamic',
    description: 'Stories from the Seerah and a friendly inter-house quiz on Islamic history and values.',
    schedule: 'Once a month',
  },
  {
    id: 'science-club',
    image: 'flask',
    title: 'Science Club',
    category: 'academic',
    description: 'Hands-on experiments in the laboratory and models for the annual Science Exhibition.',
    schedule: 'Every Wednesday',
  },
  {
    id: 'maths-olympiad',
    image: 'pen',
    title: 'Mathematics Olympiad Practice',
    category: 'academic',
    description: 'Puzzles and problem solving that prepare keen students for olympiads and competitive exams.',
    schedule: 'Every Tuesday',
  },
  {
    id: 'debate',
    image: 'mic',
    title: 'Debate and Elocution',
    category: 'academic',
    description: 'Students learn to research, speak clearly in English and listen to the other side with respect.',
    schedule: 'Every Friday',
  },
  {
    id: 'art-craft',
    image: 'palette',
    title: 'Art and Craft',
    category: 'arts',
    description: 'Drawing, painting and craft work; the best pieces join the Student Art Gallery.',
    schedule: 'Twice a week',
  },
  {
    id: 'calligraphy',
    image: 'pen',
    title: 'Arabic Calligraphy',
    category: 'arts',
    description: 'The beauty of the Arabic script, stroke by stroke, with reed pens and ink.',
    schedule: 'Every Thursday',
  },
  {
    id: 'nasheed-drama',
    image: 'mic',
    title: 'Nasheed and Drama',
    category: 'arts',
    description: 'Nasheeds, skits and stage practice that build confidence for the Annual Day.',
    schedule: 'Every Saturday',
  },
  {
    id: 'football',
    image: 'ball',
    title: 'Football',
    category: 'sports',
    description: 'Team play, fitness and fair play on the school ground, for boys and girls in separate groups.',
    schedule: 'Monday and Wednesday',
  },
  {
    id: 'athletics',
    image: 'trophy',
    title: 'Athletics',
    category: 'sports',
    description: 'Running, relays and long jump, with training for the Annual Sports Day.',
    schedule: 'Tuesday and Thursday',
  },
  {
    id: 'indoor-games',
    image: 'star',
    title: 'Chess and Indoor Games',
    category: 'sports',
    description: 'Chess, carrom and table tennis that teach patience, focus and planning ahead.',
    schedule: 'Every Friday',
  },
  {
    id: 'annual-day',
    image: 'star',
    title: 'Annual Day',
    category: 'special',
    description: 'A celebration of the year on stage, with every class taking part before families and guests.',
    schedule: 'February',
  },
  {
    id: 'sports-day',
    image: 'trophy',
    title: 'Annual Sports Day',
    category: 'special',
    description: 'A day of races, team games and prizes, where every child takes part.',
    schedule: 'January',
  },
  {
    id: 'field-trips',
    image: 'bus',
    title: 'Educational Field Trips',
    category: 'special',
    description: 'Visits to museums, farms and places of learning, linked to what children study in class.',
    schedule: 'Once a term',
  },
];
