// The Urdu words of the most visited pages as a new install first shows them, by their English text
// (see mr.ts).
export const UR: Record<string, string> = {
  // Home
  '{schoolName} | {schoolStages}, CBSE with Islamic Studies, Akola':
    '{schoolName} | {schoolStages}، اسلامی تعلیم کے ساتھ سی بی ایس ای، اکولہ',
  '{tagline}': '{tagline}',
  'An English-medium CBSE school in Akola from {schoolStages}, with Islamic studies and Hifz. Admissions, fees, academics and enquiries.':
    'اکولہ کا {schoolStages} انگریزی میڈیم سی بی ایس ای اسکول، اسلامی تعلیم اور حفظ کے ساتھ۔ داخلے، فیس، تعلیم اور معلومات۔',
  '{schoolStages} · {curriculum}': '{schoolStages} · {curriculum}',
  'An English-medium school in Akola where every child is known, encouraged and guided to grow in knowledge, character and faith.':
    'اکولہ کا انگریزی میڈیم اسکول، جہاں ہر بچے کو پہچانا جاتا ہے، اس کی حوصلہ افزائی کی جاتی ہے اور علم، کردار اور ایمان میں آگے بڑھنے کی رہنمائی کی جاتی ہے۔',
  '{heroButtonText}': '{heroButtonText}',
  'Send an Enquiry': 'معلومات کے لیے لکھیں',
  '{foundedYear}': '{foundedYear}',
  Founded: 'قیام',
  'N-12': 'N-12',
  '{schoolStages}': '{schoolStages}',
  CBSE: 'سی بی ایس ای',
  'With Islamic studies and Hifz': 'اسلامی تعلیم اور حفظ کے ساتھ',
  'About Our School': 'ہمارے اسکول کے بارے میں',
  'Where Worldly Learning Meets Faith': 'جہاں دنیاوی تعلیم اور ایمان یکجا ہوتے ہیں',
  'Since {foundedYear}, our school has followed one motto: **every student is unique**, and we nurture what makes each one so. We teach the {curriculum}, so children are prepared for board examinations and for life, with values they carry for ever.\n\nWe believe a good education balances worldly and religious knowledge: science, mathematics and languages alongside the Quran, good manners and service to others. One is never sacrificed for the other.':
    '{foundedYear} سے ہمارا اسکول ایک ہی اصول پر چلتا ہے: **ہر طالب علم منفرد ہے**، اور جو خوبی اسے منفرد بناتی ہے ہم اسے نکھارتے ہیں۔ ہم {curriculum} پڑھاتے ہیں، تاکہ بچے بورڈ کے امتحانات اور زندگی دونوں کے لیے تیار ہوں، ان اقدار کے ساتھ جو ہمیشہ ان کے ساتھ رہیں۔\n\nہمارا یقین ہے کہ اچھی تعلیم دنیاوی اور دینی علم میں توازن رکھتی ہے: سائنس، ریاضی اور زبانوں کے ساتھ قرآن، اچھے اخلاق اور دوسروں کی خدمت۔ ایک کے لیے دوسرے کو کبھی قربان نہیں کیا جاتا۔',
  Trust: 'اعتماد',
  'Parents know their children are safe, cared for and honestly assessed.':
    'والدین جانتے ہیں کہ ان کے بچے محفوظ ہیں، ان کی دیکھ بھال ہوتی ہے اور ان کی جانچ ایمانداری سے ہوتی ہے۔',
  Respect: 'احترام',
  'For teachers, classmates, families and every faith and background.':
    'اساتذہ، ہم جماعتوں، خاندانوں اور ہر مذہب و پس منظر کے لیے۔',
  Excellence: 'بہترین کارکردگی',
  'High expectations in the classroom, on the field and on stage.':
    'کلاس روم میں، میدان میں اور اسٹیج پر اونچی توقعات۔',
  Faith: 'ایمان',
  'Islamic studies every day and Hifz of the Holy Quran in {hifzDuration}.':
    'روزانہ اسلامی تعلیم اور قرآن مجید کا حفظ ({hifzDuration})۔',
  'More about us': 'ہمارے بارے میں مزید',
  'Admission Enquiry': 'داخلے کے بارے میں معلومات',
  'Start Your Child’s Journey With Us': 'اپنے بچے کا سفر ہمارے ساتھ شروع کریں',
  'Tell us a little about your child and our admissions team will get back to you with the next steps.':
    'ہمیں اپنے بچے کے بارے میں تھوڑا بتائیں، ہماری داخلہ ٹیم اگلے مراحل کے ساتھ آپ سے رابطہ کرے گی۔',
  'Good to Know': 'جاننے کی باتیں',
  'Information for Parents': 'والدین کے لیے معلومات',
  'From the school office': 'اسکول کے دفتر سے',
  Notices: 'اطلاعات',
  'Circulars, exam timetables, holidays and admission news.':
    'سرکلر، امتحانات کا ٹائم ٹیبل، چھٹیاں اور داخلوں کی خبریں۔',
  'Student Journey': 'طلبہ کا سفر',
  'Glimpse into Student Life': 'طالب علمی زندگی کی ایک جھلک',
  'From the first day of Nursery to the last board exam, every stage has its own discoveries.':
    'نرسری کے پہلے دن سے بورڈ کے آخری امتحان تک، ہر مرحلے کی اپنی دریافتیں ہیں۔',
  'Proud Moments': 'فخر کے لمحات',
  'Our Achievements': 'ہماری کامیابیاں',
  'Results, recognition and milestones our students and teachers have earned together.':
    'نتائج، اعزازات اور سنگ میل جو ہمارے طلبہ اور اساتذہ نے مل کر حاصل کیے۔',
  'Around the campus': 'کیمپس کی سیر',
  'School Highlights': 'اسکول کی خصوصیات',
  'A closer look at what makes a school day here special.':
    'یہاں اسکول کا دن کس وجہ سے خاص ہوتا ہے، اس پر ایک قریبی نظر۔',
  Creativity: 'تخلیقی صلاحیت',
  'Student Art Gallery': 'طلبہ کی آرٹ گیلری',
  'Paintings, sketches and posters made by our students.': 'ہمارے طلبہ کی بنائی ہوئی تصویریں، خاکے اور پوسٹر۔',
  FAQ: 'عام سوالات',
  'Frequently Asked Questions': 'اکثر پوچھے جانے والے سوالات',
  'Quick answers about admission, academics, fees, facilities and school life.':
    'داخلے، تعلیم، فیس، سہولیات اور اسکول کی زندگی کے بارے میں فوری جوابات۔',

  // Admissions
  Admissions: 'داخلے',
  'Admissions {admissionYear}': 'داخلے {admissionYear}',
  'Everything you need to apply: the process, age criteria, documents and fees.':
    'درخواست کے لیے ضروری سب کچھ: طریقہ، عمر کی شرائط، دستاویزات اور فیس۔',
  'Admission process, age criteria, documents and fees for {schoolStages}.':
    '{schoolStages} کے لیے داخلے کا طریقہ، عمر کی شرائط، دستاویزات اور فیس۔',
  'Admission information': 'داخلے کی معلومات',
  Overview: 'خلاصہ',
  'Joining our school': 'ہمارے اسکول میں داخلہ',
  'We welcome children from {schoolStages}. Admission follows four simple steps, and the school office is happy to guide you at each one.':
    'ہم {schoolStages} تک کے بچوں کو خوش آمدید کہتے ہیں۔ داخلے کے چار آسان مراحل ہیں، اور ہر مرحلے پر اسکول کا دفتر خوشی سے آپ کی رہنمائی کرتا ہے۔',
  'Academic session': 'تعلیمی سال',
  'From the {academicSession}': 'مدت: {academicSession}',
  'When to apply': 'درخواست کب دیں',
  'Preferably by {applyBy}, before the session begins': 'ہو سکے تو {applyBy} تک، تعلیمی سال شروع ہونے سے پہلے',
  'Mid-year admission': 'سال کے درمیان داخلہ',
  'Mid-year vacancies are limited; please enquire at the school office.':
    'سال کے درمیان نشستیں محدود ہوتی ہیں؛ براہ کرم اسکول کے دفتر سے معلوم کریں۔',
  'Illustration: a graduation cap': 'تصویر: گریجویشن کی ٹوپی',
  'Admission process': 'داخلے کا طریقہ',
  'Age Criteria': 'عمر کی شرائط',
  'Age criteria': 'عمر کی شرائط',
  'The minimum age is 3 years for Nursery and rises by one year for each class, up to 17 years for Class XII, as per the norms of the state education department.':
    'ریاستی محکمۂ تعلیم کے ضوابط کے مطابق نرسری کے لیے کم از کم عمر 3 سال ہے اور ہر جماعت کے ساتھ ایک سال بڑھتی ہے، جماعت 12 کے لیے 17 سال تک۔',
  'Minimum age by class': 'جماعت کے لحاظ سے کم از کم عمر',
  Class: 'جماعت',
  'Minimum age': 'کم از کم عمر',
  Nursery: 'نرسری',
  LKG: 'ایل کے جی',
  UKG: 'یو کے جی',
  'Class I': 'جماعت 1',
  'Class II': 'جماعت 2',
  'Class III': 'جماعت 3',
  'Class IV': 'جماعت 4',
  'Class V': 'جماعت 5',
  'Class VI': 'جماعت 6',
  'Class VII': 'جماعت 7',
  'Class VIII': 'جماعت 8',
  'Class IX': 'جماعت 9',
  'Class X': 'جماعت 10',
  'Class XI': 'جماعت 11',
  'Class XII': 'جماعت 12',
  '3 years': '3 سال',
  '4 years': '4 سال',
  '5 years': '5 سال',
  '6 years': '6 سال',
  '7 years': '7 سال',
  '8 years': '8 سال',
  '9 years': '9 سال',
  '10 years': '10 سال',
  '11 years': '11 سال',
  '12 years': '12 سال',
  '13 years': '13 سال',
  '14 years': '14 سال',
  '15 years': '15 سال',
  '16 years': '16 سال',
  '17 years': '17 سال',
  'See [Eligibility Criteria](/eligibility) for the age range of each early class and the other requirements.':
    'ابتدائی جماعتوں کی عمر کی حد اور دیگر شرائط کے لیے [اہلیت کی شرائط](/eligibility) دیکھیں۔',
  Documents: 'دستاویزات',
  'Admission form': 'داخلہ فارم',
  'The admission form is available from the school office.\n\n**Admission form fee: {admissionFee} (non-refundable)**':
    'داخلہ فارم اسکول کے دفتر سے ملتا ہے۔\n\n**داخلہ فارم کی فیس: {admissionFee} (ناقابلِ واپسی)**',
  'You can also start with our online application form and complete the rest at the school office.':
    'آپ ہمارے آن لائن درخواست فارم سے بھی شروع کر سکتے ہیں اور باقی کارروائی اسکول کے دفتر میں مکمل کر سکتے ہیں۔',
  'Apply Online': 'آن لائن درخواست دیں',
  'Document checklist': 'دستاویزات کی فہرست',
  'Fees & Payment': 'فیس اور ادائیگی',
  'Admission confirmation': 'داخلے کی تصدیق',
  'Admission is confirmed only when all of these are submitted:': 'داخلہ تبھی پکا ہوتا ہے جب یہ سب جمع کر دیے جائیں:',
  'How to pay': 'ادائیگی کا طریقہ',
  'Full details are on the [Fee Structure](/fees) page.': 'پوری تفصیل [فیس کا ڈھانچہ](/fees) صفحے پر ہے۔',
  'Contact School Office': 'اسکول کے دفتر سے رابطہ کریں',
  'Begin your child’s journey with us': 'اپنے بچے کا سفر ہمارے ساتھ شروع کریں',
  'Apply online in a few minutes, or send us an enquiry and the school office will call you back.':
    'چند منٹوں میں آن لائن درخواست دیں، یا ہمیں اپنا سوال بھیجیں؛ اسکول کا دفتر آپ کو واپس فون کرے گا۔',

  // Fees
  'Fee Structure': 'فیس کا ڈھانچہ',
  'Clear fees and simple rules: what you pay, when, and how.': 'واضح فیس اور آسان اصول: کیا ادا کرنا ہے، کب اور کیسے۔',
  'Fee structure, accepted payment methods, payment rules and policies.':
    'فیس کا ڈھانچہ، ادائیگی کے قابلِ قبول طریقے، ادائیگی کے اصول اور پالیسیاں۔',
  'Fee information': 'فیس کی معلومات',
  'Fee structure': 'فیس کا ڈھانچہ',
  'Payment of fees': 'فیس کی ادائیگی',
  'Fees are paid at the School Accounts Office by any of these accepted methods:':
    'فیس اسکول کے اکاؤنٹس آفس میں ان میں سے کسی بھی قابلِ قبول طریقے سے ادا کی جاتی ہے:',
  'Paying the admission fee alone does not confirm admission.': 'صرف داخلہ فیس ادا کرنے سے داخلہ پکا نہیں ہوتا۔',
  'Payment Rules': 'ادائیگی کے اصول',
  'Late fee policy': 'تاخیر فیس کی پالیسی',
  'Withdrawal policy': 'اسکول چھوڑنے کی پالیسی',
  Policies: 'پالیسیاں',
  'General rules': 'عام اصول',
  'Contact for assistance': 'مدد کے لیے رابطہ',
  'PRO Office': 'پی آر او آفس',
  'Admissions, forms, documents and general questions.': 'داخلے، فارم، دستاویزات اور عام سوالات۔',
  'School Accounts Office': 'اسکول اکاؤنٹس آفس',
  'Fee payments, receipts, dues and the Transfer Certificate clearance.':
    'فیس کی ادائیگی، رسیدیں، بقایا جات اور ٹرانسفر سرٹیفکیٹ کی منظوری۔',
  Contact: 'رابطہ',
  'Phone and e-mail': 'فون اور ای میل',
  'Ask for the PRO Office for admissions or the School Accounts Office for fees.':
    'داخلوں کے لیے پی آر او آفس اور فیس کے لیے اسکول اکاؤنٹس آفس سے بات کریں۔',
  Address: 'پتہ',
  'All contact details': 'رابطے کی تمام تفصیلات',

  // Eligibility
  'Eligibility Criteria': 'اہلیت کی شرائط',
  'What your child needs for admission, and the right age for each class.':
    'داخلے کے لیے آپ کے بچے کو کیا چاہیے، اور ہر جماعت کے لیے صحیح عمر۔',
  'General and academic requirements for admission and the age for each class.':
    'داخلے کی عام اور تعلیمی شرائط اور ہر جماعت کے لیے عمر۔',
  'General requirements': 'عام شرائط',
  'Age appropriate for the class': 'جماعت کے مطابق عمر',
  'Previous academic records': 'سابقہ تعلیمی ریکارڈ',
  'Birth certificate': 'پیدائش کا سرٹیفکیٹ',
  'Medical fitness certificate': 'طبی فٹنس سرٹیفکیٹ',
  'Passport size photographs': 'پاسپورٹ سائز تصاویر',
  'Transfer certificate (if applicable)': 'ٹرانسفر سرٹیفکیٹ (اگر لاگو ہو)',
  'Academic requirements': 'تعلیمی شرائط',
  'Minimum {minMarksPercent}% marks in the previous class': 'پچھلی جماعت میں کم از کم {minMarksPercent}% نمبر',
  'Good conduct certificate': 'اچھے کردار کا سرٹیفکیٹ',
  'English proficiency assessment': 'انگریزی کی مہارت کی جانچ',
  'Basic Islamic knowledge (preferred)': 'اسلام کی بنیادی معلومات (ترجیحی)',
  'Interview with parents': 'والدین سے ملاقات',
  'Entrance test for higher classes': 'اونچی جماعتوں کے لیے داخلہ امتحان',
  'Age by class': 'جماعت کے لحاظ سے عمر',
  'Children are placed in the class that suits their age on the date of admission.':
    'داخلے کی تاریخ پر بچے کی عمر کے مطابق اسے مناسب جماعت میں رکھا جاتا ہے۔',
  Age: 'عمر',
  '3-4 years': '3-4 سال',
  '4-5 years': '4-5 سال',
  '5-6 years': '5-6 سال',
  '6-7 years': '6-7 سال',
  '7-8 years': '7-8 سال',
  '8-9 years': '8-9 سال',
  'Minimum ages for every class up to Class XII are on the [Admissions page](/admissions?tab=age-criteria).':
    'جماعت 12 تک ہر جماعت کی کم از کم عمر [داخلوں کے صفحے](/admissions?tab=age-criteria) پر دی گئی ہے۔',
  'What we aim for': 'ہمارا مقصد',
  'Expected learning results': 'سیکھنے کے متوقع نتائج',
  'Academic Excellence': 'تعلیمی برتری',
  'Strong results on the CBSE pattern, confident English and a habit of reading, asking and reasoning.':
    'سی بی ایس ای طرز پر اچھے نتائج، پُراعتماد انگریزی اور پڑھنے، سوال کرنے اور سوچنے کی عادت۔',
  'Character Development': 'کردار سازی',
  'Honesty, respect and responsibility rooted in Islamic values, in class, at home and in the community.':
    'اسلامی اقدار میں رچی ایمانداری، احترام اور ذمہ داری: کلاس میں، گھر پر اور معاشرے میں۔',

  // Important dates
  'Important Dates {calendarYear}': 'اہم تاریخیں {calendarYear}',
  'Academic calendar': 'تعلیمی کیلنڈر',
  'The dates to keep in your diary this year. The session runs from the {academicSession}.':
    'اس سال اپنی ڈائری میں لکھ لینے والی تاریخیں۔ تعلیمی سال کی مدت: {academicSession}۔',
  'Exams and results, fee installments, monthly parent-teacher meetings and holidays for {calendarYear}.':
    '{calendarYear} کے امتحانات اور نتائج، فیس کی قسطیں، ماہانہ والدین-اساتذہ میٹنگیں اور چھٹیاں۔',
  Exams: 'امتحانات',
  'Exams and results': 'امتحانات اور نتائج',
  Fees: 'فیس',
  'Fee installments': 'فیس کی قسطیں',
  'Admission form fee': 'داخلہ فارم کی فیس',
  'Admission form fee ({admissionFee}, non-refundable): with the application form':
    'داخلہ فارم کی فیس ({admissionFee}، ناقابلِ واپسی): درخواست فارم کے ساتھ',
  'Please note: the fee rules also state that the annual tuition fee is paid in full at admission in June; there are no installments. The School Accounts Office will confirm which applies to your child.':
    'براہ کرم نوٹ کریں: فیس کے اصولوں میں یہ بھی درج ہے کہ سالانہ ٹیوشن فیس جون میں داخلے کے وقت پوری ادا کی جاتی ہے؛ اس کی قسطیں نہیں ہوتیں۔ آپ کے بچے پر کون سا اصول لاگو ہوتا ہے، یہ اسکول اکاؤنٹس آفس بتائے گا۔',
  Parents: 'والدین',
  'Monthly parent-teacher meetings': 'ماہانہ والدین-اساتذہ میٹنگیں',
  '{ptm}.': '{ptm}۔',
  Holidays: 'چھٹیاں',
  'Holidays ({holidayCount})': 'چھٹیاں ({holidayCount})',
};
