import type { CareersMailWords } from './index';

// The interview or demo-lesson invitation in Urdu, typed against English (en.ts).

export const UR_CAREERS_MAIL: CareersMailWords = {
  kinds: {
    interview: { title: 'انٹرویو', inSentence: 'انٹرویو کے لیے' },
    'demo-lesson': { title: 'نمونے کا سبق', inSentence: 'نمونے کے سبق کے لیے' },
  },
  anyPost: 'کوئی بھی موزوں عہدہ',
  subject: '{schoolName} میں {kind}: {when} ({reference})',
  body: [
    'محترم {candidateName}،',
    '',
    '{schoolName} میں {post} کے عہدے کے لیے درخواست دینے کا شکریہ۔ ہم آپ کو {kindLower} مدعو کرنا چاہتے ہیں:',
    '',
    'کب: {when} ({minutes} منٹ)',
    'کہاں: {place}',
    '',
    'منسلک کیلنڈر فائل اسے آپ کے کیلنڈر میں شامل کر دیتی ہے۔ براہ کرم تصدیق کے لیے، یا اگر یہ وقت آپ کے لیے موزوں نہ ہو، اس ای میل کا جواب دیں۔',
    '',
    'نیک خواہشات کے ساتھ،',
    'پرنسپل، {schoolName}',
  ],
  summary: '{schoolName} میں {kind} ({reference})',
  when: '{date}، {time}',
  filename: 'invitation.ics',
};
