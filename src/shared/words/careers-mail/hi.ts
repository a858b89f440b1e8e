import type { CareersMailWords } from './index';

// The interview or demo-lesson invitation in Hindi, typed against English (en.ts).

export const HI_CAREERS_MAIL: CareersMailWords = {
  kinds: {
    interview: { title: 'साक्षात्कार', inSentence: 'साक्षात्कार के लिए' },
    'demo-lesson': { title: 'डेमो पाठ', inSentence: 'डेमो पाठ के लिए' },
  },
  anyPost: 'कोई भी उपयुक्त पद',
  subject: '{schoolName} में {kind}: {when} ({reference})',
  body: [
    'प्रिय {candidateName},',
    '',
    '{schoolName} में {post} पद के लिए आवेदन करने के लिए धन्यवाद। हम आपको {kindLower} आमंत्रित करना चाहते हैं:',
    '',
    'कब: {when} ({minutes} मिनट)',
    'कहाँ: {place}',
    '',
    'संलग्न कैलेंडर फ़ाइल इसे आपके कैलेंडर में जोड़ देती है। कृपया पुष्टि करने के लिए, या यदि यह समय आपके अनुकूल न हो, तो इस ई-मेल का उत्तर दें।',
    '',
    'शुभकामनाओं सहित,',
    'प्रधानाचार्य, {schoolName}',
  ],
  summary: '{schoolName} में {kind} ({reference})',
  when: '{date}, {time}',
  filename: 'invitation.ics',
};
