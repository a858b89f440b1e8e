import type { DesignationId } from '../../../shared/disclosure';

// The Mandatory Public Disclosure's first content: clearly marked example values for both campuses,
// so a fresh install shows a complete page, and the dashboard's banner asks the office to replace
// them. Every name, number and document here says it is an example.

export const EXAMPLE_CAMPUSES = [
  {
    slug: 'ganga-nagar',
    name: 'Al Mahmood School, Ganga Nagar',
    address: 'Ganga Nagar, Akola, Maharashtra',
    pinCode: '444001',
    affiliationNo: '0000000 (example)',
    schoolCode: '00000 (example)',
    email: 'ganganagar@school.example',
    phone: '+91 00000 00000 (example)',
    sections: 24,
    campusArea: 8000,
    classrooms: 26,
    classroomSize: 50,
    laboratories: 5,
    laboratorySize: 60,
    internet: true,
    girlsToilets: 14,
    boysToilets: 14,
    inspectionVideoUrl: 'https://www.youtube.com/watch?v=example',
    sortOrder: 1,
  },
  {
    slug: 'akot-road',
    name: 'Al Mahmood International School, Akot Road, Panchmori',
    address: 'Akot Road, Panchmori, Akola, Maharashtra',
    pinCode: '444004',
    affiliationNo: '0000001 (example)',
    schoolCode: '00001 (example)',
    email: 'akotroad@school.example',
    phone: '+91 00000 00001 (example)',
    sections: 16,
    campusArea: 6000,
    classrooms: 18,
    classroomSize: 48,
    laboratories: 4,
    laboratorySize: 55,
    internet: true,
    girlsToilets: 10,
    boysToilets: 10,
    inspectionVideoUrl: 'https://www.youtube.com/watch?v=example',
    sortOrder: 2,
  },
];

/** Per campus: designation, how many, subjects in turn, qualifications. */
export const EXAMPLE_STAFF: {
  designation: DesignationId;
  role: string;
  count: number;
  subjects: string[];
  qualifications: string;
}[] = [
  { designation: 'principal', role: 'Principal', count: 1, subjects: [''], qualifications: 'M.Sc., M.Ed. (example)' },
  {
    designation: 'vice-principal',
    role: 'Vice Principal',
    count: 1,
    subjects: [''],
    qualifications: 'M.A., B.Ed. (example)',
  },
  {
    designation: 'pgt',
    role: 'Post Graduate Teacher',
    count: 4,
    subjects: ['Physics', 'Chemistry', 'Mathematics', 'English'],
    qualifications: 'M.Sc., B.Ed. (example)',
  },
  {
    designation: 'tgt',
    role: 'Trained Graduate Teacher',
    count: 6,
    subjects: ['Science', 'Mathematics', 'English', 'Hindi', 'Social Science', 'Urdu'],
    qualifications: 'B.Sc., B.Ed. (example)',
  },
  {
    designation: 'prt',
    role: 'Primary Teacher',
    count: 8,
    subjects: ['Primary (all subjects)'],
    qualifications: 'B.A., D.El.Ed. (example)',
  },
  {
    designation: 'special-educator',
    role: 'Special Educator',
    count: 1,
    subjects: [''],
    qualifications: 'B.Ed. (Special Education) (example)',
  },
  {
    designation: 'counsellor',
    role: 'Counsellor',
    count: 1,
    subjects: [''],
    qualifications: 'M.A. Psychology (example)',
  },
];

/** Board results per class: registered and passed, newest year first. */
export const EXAMPLE_RESULTS: Record<'X' | 'XII', [number, number][]> = {
  X: [
    [62, 62],
    [58, 57],
    [55, 55],
  ],
  XII: [
    [41, 40],
    [38, 38],
    [35, 34],
  ],
};
