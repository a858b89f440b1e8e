import type { CareersMailWords } from './index';

// The interview or demo-lesson invitation in Marathi, typed against English (en.ts).

export const MR_CAREERS_MAIL: CareersMailWords = {
  kinds: {
    interview: { title: 'मुलाखत', inSentence: 'मुलाखतीसाठी' },
    'demo-lesson': { title: 'प्रात्यक्षिक पाठ', inSentence: 'प्रात्यक्षिक पाठासाठी' },
  },
  anyPost: 'कोणतेही योग्य पद',
  subject: '{schoolName} येथे {kind}: {when} ({reference})',
  body: [
    'प्रिय {candidateName},',
    '',
    '{schoolName} येथील {post} या पदासाठी अर्ज केल्याबद्दल धन्यवाद. आम्ही तुम्हाला {kindLower} आमंत्रित करू इच्छितो:',
    '',
    'केव्हा: {when} ({minutes} मिनिटे)',
    'कोठे: {place}',
    '',
    'सोबत जोडलेली कॅलेंडर फाइल हे तुमच्या कॅलेंडरमध्ये जोडते. कृपया निश्चित करण्यासाठी, किंवा ही वेळ तुम्हाला सोयीची नसल्यास, या ई-मेलला उत्तर द्या.',
    '',
    'शुभेच्छांसह,',
    'मुख्याध्यापक, {schoolName}',
  ],
  summary: '{schoolName} येथे {kind} ({reference})',
  when: '{date}, {time}',
  filename: 'invitation.ics',
};
