// Alumni page. The people and hospitals named here are illustrative
// examples until the school publishes real alumni profiles; the page says so.
export const ALUMNI_DOCTORS = [
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
] as const;

/** Technology and engineering (spec: USA, Canada, Australia, India). */
export const ALUMNI_TECH_REGIONS = [
  { country: 'USA', text: 'Software engineers and data scientists building products at technology companies.' },
  { country: 'Canada', text: 'Civil and electrical engineers working on infrastructure and clean energy.' },
  { country: 'Australia', text: 'Graduate researchers and engineers in mining, water and construction.' },
  {
    country: 'India',
    text: 'Engineers, founders and IT professionals in Pune, Bengaluru, Hyderabad and at home in Akola.',
  },
] as const;

/** The four tiles (spec wording). */
export const ALUMNI_TILES = [
  { title: 'High Board Results', text: 'Strong CBSE board results, year after year.' },
  { title: 'Competitive Exams', text: 'Alumni who cleared medical and engineering entrance exams.' },
  { title: 'Global Universities', text: 'Graduates studying and working at universities abroad.' },
  { title: 'Expert Teachers', text: 'Teachers who know every student and guide them beyond school.' },
] as const;

export const ALUMNI_CLOSING_MESSAGE =
  'Wherever they are, in a hospital ward in Pune, a laboratory in Canada or an office in Dubai, our alumni carry the same values they learnt in our classrooms: knowledge with faith, and success with service. We are proud of every one of them, and we look forward to welcoming our current students into this family.';
