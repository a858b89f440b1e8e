// The first alumni profiles (illustrative, as the page says while they are shown) and the alumni
// tiles, for the school to replace in the dashboard.
export const ALUMNI_DOCTORS: {
  name: string;
  position: string;
  hospital: string;
  specialty: string;
  location: string;
}[] = [
  {
    name: 'Dr. Ayesha Siddiqui',
    position: 'Consultant Paediatrician',
    hospital: 'Crescent Children’s Hospital',
    specialty: 'Paediatrics',
    location: 'Pune, India',
  },
  {
    name: 'Dr. Imran Shaikh',
    position: 'Senior Resident, Cardiology',
    hospital: 'Lakeview Heart Institute',
    specialty: 'Cardiology',
    location: 'Nagpur, India',
  },
  {
    name: 'Dr. Fatima Khan',
    position: 'General Surgeon',
    hospital: 'Al Noor Specialty Clinic',
    specialty: 'General Surgery',
    location: 'Dubai, United Arab Emirates',
  },
];

/** The four tiles (spec wording). */
export const ALUMNI_TILES = [
  { title: 'High Board Results', text: 'Strong CBSE board results, year after year.' },
  { title: 'Competitive Exams', text: 'Alumni who cleared medical and engineering entrance exams.' },
  { title: 'Global Universities', text: 'Graduates studying and working at universities abroad.' },
  { title: 'Expert Teachers', text: 'Teachers who know every student and guide them beyond school.' },
];
