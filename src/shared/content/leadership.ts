import { MORNING_ASSEMBLY } from './school-facts';

// Leadership Team page. Names are illustrative until the school publishes its team; the page says so.
export const LEADERSHIP_TEAM = [
  {
    role: 'Principal',
    name: 'Mrs. Shaheen Ansari',
    initials: 'SA',
    message:
      'Our promise to parents is simple: we will know your child, care for your child and expect the best of your child, in studies and in character.',
    focus: ['School vision and values', 'Partnership with parents', 'Staff development'],
  },
  {
    role: 'Vice Principal',
    name: 'Mr. Abdul Rahman Qureshi',
    initials: 'AQ',
    message: `A calm, safe and disciplined school day lets children do their best. Every routine, from the ${MORNING_ASSEMBLY} assembly to dispersal, is planned with that in mind.`,
    focus: ['Daily school life and discipline', 'Student welfare and safety', 'Co-curricular activities'],
  },
  {
    role: 'Academic Coordinator',
    name: 'Ms. Nazia Parveen',
    initials: 'NP',
    message:
      'We follow the CBSE pattern closely and track every child’s progress through the evaluations and term exams, so no one is left behind.',
    focus: ['CBSE curriculum planning', 'Evaluations and term exams', 'Islamic studies and Hifz timetable'],
  },
] as const;

export const LEARNING_RESULTS = [
  {
    title: 'Confident learners',
    text: 'Students who read, write and speak English with confidence and think for themselves.',
  },
  { title: 'Strong foundations', text: 'A sound grasp of mathematics, science and languages on the CBSE pattern.' },
  {
    title: 'Rooted in faith',
    text: 'Quran recitation, Islamic studies and, for Hifz students, the memorisation of the Quran.',
  },
  { title: 'Good character', text: 'Honesty, respect, discipline and service to others, at school and at home.' },
] as const;
