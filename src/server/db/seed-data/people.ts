import { ILLUSTRATIVE_LEADERS } from '../../../shared/content/leadership';
import { MORNING_ASSEMBLY } from '../../../shared/content/school-facts';

// The first leadership team. Names are illustrative until the school enters its own team in the
// dashboard; the page says so while these are shown.
export const LEADERSHIP_TEAM: { role: string; name: string; message: string; focus: readonly string[] }[] = [
  {
    role: 'Principal',
    name: ILLUSTRATIVE_LEADERS[0] ?? '',
    message:
      'Our promise to parents is simple: we will know your child, care for your child and expect the best of your child, in studies and in character.',
    focus: ['School vision and values', 'Partnership with parents', 'Staff development'],
  },
  {
    role: 'Vice Principal',
    name: ILLUSTRATIVE_LEADERS[1] ?? '',
    message: `A calm, safe and disciplined school day lets children do their best. Every routine, from the ${MORNING_ASSEMBLY} assembly to dispersal, is planned with that in mind.`,
    focus: ['Daily school life and discipline', 'Student welfare and safety', 'Co-curricular activities'],
  },
  {
    role: 'Academic Coordinator',
    name: ILLUSTRATIVE_LEADERS[2] ?? '',
    message:
      'We follow the CBSE pattern closely and track every child’s progress through the evaluations and term exams, so no one is left behind.',
    focus: ['CBSE curriculum planning', 'Evaluations and term exams', 'Islamic studies and Hifz timetable'],
  },
];
