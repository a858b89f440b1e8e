import { VISITS_PRIVACY_SENTENCE } from '../../content/visits';

// The privacy notice's sections in English (docs/architecture.md, "Languages", "The words around the
// forms and the statutory pages"): the words `privacyNoticeSections` (src/server/features/privacy/service.ts)
// fills from the settings. English is the source, and the text stored as each version of the notice;
// Marathi, Hindi and Urdu are typed against it and shown on /mr/privacy, /hi/privacy and /ur/privacy.
// Only the server reads these catalogues.

export const EN_PRIVACY = {
  month: '{count} month',
  months: '{count} months',
  facts: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    akolaSchool: 'Akola school',
    internationalSchool: 'International school',
    dubaiOffice: 'Dubai office',
  },
  whoWeAre: {
    title: 'Who we are',
    text: '{school} (“the school”, “we”) decides what personal data this website collects and what it is used for: under India’s Digital Personal Data Protection Act, 2023, the school is the Data Fiduciary for it.',
  },
  whatWeCollect: {
    title: 'What we collect and why',
    intro:
      'You can read every page of this site without telling us anything. We collect personal data only through two forms, and use it only for the purpose each form is for:',
    enquiryForm:
      'The Enquiry Form (on the home page and the Contact page): your name, e-mail address, mobile number, state, city, the school and grade you ask about, and your address. We use them only to answer your enquiry.',
    application:
      'The online application (the Apply page): the child’s name, date of birth, the class applied for and gender; the parents’ names; a contact number, an e-mail address and the address; the previous school and the blood group. We use them only to process the admission application.',
    serverRecords:
      'Like every web server, ours records technical details of each request (the address of your connection, the page asked for and the time) to keep the site working and safe from abuse. These records never hold what you type into the forms.',
    visits: VISITS_PRIVACY_SENTENCE,
  },
  howLong: {
    title: 'How long we keep it',
    intro: 'Each record is kept for a set time counted from its last change (a new status, a correction), then erased:',
    enquiries: 'Enquiries',
    applications: 'Applications',
    auditLog: 'The dashboard’s audit log',
    auditLogDetail: '{months} (what the office’s administrators did; it holds no details of parents or children)',
    visitCounts: 'Visit counts',
    visitCountsDetail: '{months} (numbers per page and day; nothing about you)',
    receipts: 'Fee receipts',
    receiptsDetail:
      '{years} years, as the school’s accounts must be kept: each receipt’s number, date, amounts, UTR and the payer’s name. Erasing an application erases everything else about the payment, and the child’s name and class on its receipt.',
    backups:
      'Copies of the office’s notification e-mails kept by the site are erased with their records. Backups of the site older than {months}, the longest of the periods for enquiries, applications and job applications, are deleted automatically too, so erased data does not live on in old archives.',
  },
  whoSeesIt: {
    title: 'Who sees it',
    office:
      'Only the school office’s administrators, signed in to the site’s dashboard, can see enquiries and applications.',
    email:
      'Each new enquiry or application may also be sent by e-mail to the school office’s own addresses, so that it is answered quickly.',
    neverSold: 'We never sell your data, and never share it for marketing.',
    noTrackers:
      'This site has no third-party trackers, advertising or analytics (the visit counts above are kept by the site itself), and sets no cookies for visitors. The only cookie is the dashboard’s sign-in cookie, for the office’s administrators.',
    browser:
      'Your choice of light or dark theme, and a site alert you close, are remembered in your own browser only. A video on the site loads from YouTube or Vimeo only when you choose to play it.',
  },
  children: {
    title: 'Children’s data',
    guardian:
      'An application holds a child’s details, so it can be sent only by the child’s parent or lawful guardian, who confirms this and gives consent on the form.',
    photos:
      'Photos of children are published on this site only with consent on file; without it, the photo is not shown.',
  },
  candidates: {
    title: 'If you apply for a job',
    collect:
      'The job application (the Careers pages): your name, mobile number and e-mail address; your qualifications, teacher training, Teacher Eligibility Test and experience; your current school and the boards you have taught; your covering note; and your CV. We use them only to consider your application for the post, and for later vacancies only if you ask us to keep it for them.',
    whoSees:
      'Only the principal and the owners of the site, signed in to its dashboard, can see job applications and CVs. They are never shared outside the school.',
    howLong: 'How long a job application is kept, then erased with its CV:',
    notTaken: 'Not taken forward',
    notTakenDetail: '{months} after the vacancy closes',
    future: 'For any suitable post, or kept for future vacancies with your consent',
    futureDetail: '{months} after it was sent (for a vacancy: or after it closes, whichever is later)',
    appointed: 'The candidate appointed',
    appointedDetail: '{months} after the appointment; it is then kept only in the school’s staff records',
    rights:
      'You may ask for a copy of your application and CV, ask us to correct or erase them, or withdraw your consent to being kept for future vacancies: write to the grievance officer below. The school can find your application by your name, e-mail address, phone number or its JOB reference.',
  },
  yourRights: {
    title: 'Access, correction and erasure',
    ask: 'You may ask for a copy of the personal data we hold about you or your child, ask us to correct it, ask us to erase it, or withdraw your consent. Write to the grievance officer below. The school office can find every record that holds your e-mail address or phone number, export it for you, correct it and erase it.',
    complain: 'If you are not satisfied with the answer, you may complain to the Data Protection Board of India.',
  },
  grievanceOfficer: {
    title: 'Grievance officer',
    intro: 'For any question or complaint about your personal data, write to or call:',
  },
} as const;
