// The Hindi words of the most visited pages as a new install first shows them, by their English text
// (see mr.ts).
export const HI: Record<string, string> = {
  // Home
  '{schoolName} | {schoolStages}, CBSE with Islamic Studies, Akola':
    '{schoolName} | {schoolStages}, इस्लामी अध्ययन के साथ सीबीएसई, अकोला',
  '{tagline}': '{tagline}',
  'An English-medium CBSE school in Akola from {schoolStages}, with Islamic studies and Hifz. Admissions, fees, academics and enquiries.':
    'अकोला का {schoolStages} अंग्रेज़ी माध्यम सीबीएसई स्कूल, इस्लामी अध्ययन और हिफ़्ज़ के साथ। प्रवेश, शुल्क, पढ़ाई और पूछताछ।',
  '{schoolStages} · {curriculum}': '{schoolStages} · {curriculum}',
  'An English-medium school in Akola where every child is known, encouraged and guided to grow in knowledge, character and faith.':
    'अकोला का अंग्रेज़ी माध्यम स्कूल, जहाँ हर बच्चे को पहचाना जाता है, प्रोत्साहित किया जाता है और ज्ञान, चरित्र व आस्था में आगे बढ़ने का मार्गदर्शन दिया जाता है।',
  '{heroButtonText}': '{heroButtonText}',
  'Send an Enquiry': 'पूछताछ भेजें',
  '{foundedYear}': '{foundedYear}',
  Founded: 'स्थापना',
  'N-12': 'N-12',
  '{schoolStages}': '{schoolStages}',
  CBSE: 'सीबीएसई',
  'With Islamic studies and Hifz': 'इस्लामी अध्ययन और हिफ़्ज़ के साथ',
  'About Our School': 'हमारे स्कूल के बारे में',
  'Where Worldly Learning Meets Faith': 'जहाँ दुनियावी शिक्षा और आस्था मिलती हैं',
  'Since {foundedYear}, our school has followed one motto: **every student is unique**, and we nurture what makes each one so. We teach the {curriculum}, so children are prepared for board examinations and for life, with values they carry for ever.\n\nWe believe a good education balances worldly and religious knowledge: science, mathematics and languages alongside the Quran, good manners and service to others. One is never sacrificed for the other.':
    '{foundedYear} से हमारा स्कूल एक ही सिद्धांत पर चलता है: **हर विद्यार्थी अनोखा है**, और जो बात उसे अनोखा बनाती है, हम उसे निखारते हैं। हम {curriculum} पढ़ाते हैं, ताकि बच्चे बोर्ड परीक्षाओं और जीवन दोनों के लिए तैयार हों, उन मूल्यों के साथ जो हमेशा उनके साथ रहें।\n\nहमारा मानना है कि अच्छी शिक्षा दुनियावी और धार्मिक ज्ञान में संतुलन रखती है: विज्ञान, गणित और भाषाओं के साथ क़ुरआन, अच्छे आचरण और दूसरों की सेवा। एक के लिए दूसरे को कभी नहीं छोड़ा जाता।',
  Trust: 'भरोसा',
  'Parents know their children are safe, cared for and honestly assessed.':
    'माता-पिता जानते हैं कि उनके बच्चे सुरक्षित हैं, उनकी देखभाल होती है और उनका ईमानदारी से मूल्यांकन होता है।',
  Respect: 'सम्मान',
  'For teachers, classmates, families and every faith and background.':
    'शिक्षकों, सहपाठियों, परिवारों और हर धर्म व पृष्ठभूमि के लिए।',
  Excellence: 'उत्कृष्टता',
  'High expectations in the classroom, on the field and on stage.': 'कक्षा में, मैदान पर और मंच पर ऊँची अपेक्षाएँ।',
  Faith: 'आस्था',
  'Islamic studies every day and Hifz of the Holy Quran in {hifzDuration}.':
    'हर दिन इस्लामी अध्ययन और पवित्र क़ुरआन का हिफ़्ज़ ({hifzDuration})।',
  'More about us': 'हमारे बारे में और जानें',
  'Admission Enquiry': 'प्रवेश पूछताछ',
  'Start Your Child’s Journey With Us': 'अपने बच्चे का सफ़र हमारे साथ शुरू करें',
  'Tell us a little about your child and our admissions team will get back to you with the next steps.':
    'हमें अपने बच्चे के बारे में थोड़ा बताइए, हमारी प्रवेश टीम अगले कदमों के साथ आपसे संपर्क करेगी।',
  'Good to Know': 'जानने योग्य',
  'Information for Parents': 'अभिभावकों के लिए जानकारी',
  'From the school office': 'स्कूल कार्यालय से',
  Notices: 'सूचनाएँ',
  'Circulars, exam timetables, holidays and admission news.': 'परिपत्र, परीक्षा समय-सारणी, छुट्टियाँ और प्रवेश की ख़बरें।',
  'Student Journey': 'विद्यार्थियों का सफ़र',
  'Glimpse into Student Life': 'विद्यार्थी जीवन की झलक',
  'From the first day of Nursery to the last board exam, every stage has its own discoveries.':
    'नर्सरी के पहले दिन से बोर्ड की आख़िरी परीक्षा तक, हर पड़ाव की अपनी खोजें होती हैं।',
  'Proud Moments': 'गर्व के पल',
  'Our Achievements': 'हमारी उपलब्धियाँ',
  'Results, recognition and milestones our students and teachers have earned together.':
    'परिणाम, सम्मान और उपलब्धियाँ, जो हमारे विद्यार्थियों और शिक्षकों ने मिलकर हासिल कीं।',
  'Around the campus': 'परिसर की झलक',
  'School Highlights': 'स्कूल की विशेषताएँ',
  'A closer look at what makes a school day here special.': 'यहाँ स्कूल का दिन किस बात से ख़ास बनता है, उस पर एक नज़र।',
  Creativity: 'रचनात्मकता',
  'Student Art Gallery': 'विद्यार्थियों की कला दीर्घा',
  'Paintings, sketches and posters made by our students.': 'हमारे विद्यार्थियों द्वारा बनाए गए चित्र, रेखाचित्र और पोस्टर।',
  FAQ: 'सामान्य प्रश्न',
  'Frequently Asked Questions': 'अक्सर पूछे जाने वाले प्रश्न',
  'Quick answers about admission, academics, fees, facilities and school life.':
    'प्रवेश, पढ़ाई, शुल्क, सुविधाओं और स्कूली जीवन के बारे में झटपट उत्तर।',

  // Admissions
  Admissions: 'प्रवेश',
  'Admissions {admissionYear}': 'प्रवेश {admissionYear}',
  'Everything you need to apply: the process, age criteria, documents and fees.':
    'आवेदन के लिए ज़रूरी सब कुछ: प्रक्रिया, आयु मानदंड, दस्तावेज़ और शुल्क।',
  'Admission process, age criteria, documents and fees for {schoolStages}.':
    '{schoolStages} के लिए प्रवेश प्रक्रिया, आयु मानदंड, दस्तावेज़ और शुल्क।',
  'Admission information': 'प्रवेश की जानकारी',
  Overview: 'सारांश',
  'Joining our school': 'हमारे स्कूल में प्रवेश',
  'We welcome children from {schoolStages}. Admission follows four simple steps, and the school office is happy to guide you at each one.':
    '{schoolStages} तक के बच्चों का हम स्वागत करते हैं। प्रवेश के चार आसान चरण हैं, और हर चरण में स्कूल कार्यालय ख़ुशी से आपका मार्गदर्शन करता है।',
  'Academic session': 'शैक्षणिक सत्र',
  'From the {academicSession}': 'अवधि: {academicSession}',
  'When to apply': 'आवेदन कब करें',
  'Preferably by {applyBy}, before the session begins': 'हो सके तो {applyBy} तक, सत्र शुरू होने से पहले',
  'Mid-year admission': 'सत्र के बीच प्रवेश',
  'Mid-year vacancies are limited; please enquire at the school office.':
    'सत्र के बीच सीटें सीमित होती हैं; कृपया स्कूल कार्यालय में पूछताछ करें।',
  'Illustration: a graduation cap': 'चित्र: दीक्षांत टोपी',
  'Admission process': 'प्रवेश प्रक्रिया',
  'Age Criteria': 'आयु मानदंड',
  'Age criteria': 'आयु मानदंड',
  'The minimum age is 3 years for Nursery and rises by one year for each class, up to 17 years for Class XII, as per the norms of the state education department.':
    'राज्य शिक्षा विभाग के नियमों के अनुसार नर्सरी के लिए न्यूनतम आयु 3 वर्ष है और हर कक्षा के साथ एक वर्ष बढ़ती है, कक्षा 12 के लिए 17 वर्ष तक।',
  'Minimum age by class': 'कक्षा के अनुसार न्यूनतम आयु',
  Class: 'कक्षा',
  'Minimum age': 'न्यूनतम आयु',
  Nursery: 'नर्सरी',
  LKG: 'एल.के.जी.',
  UKG: 'यू.के.जी.',
  'Class I': 'कक्षा 1',
  'Class II': 'कक्षा 2',
  'Class III': 'कक्षा 3',
  'Class IV': 'कक्षा 4',
  'Class V': 'कक्षा 5',
  'Class VI': 'कक्षा 6',
  'Class VII': 'कक्षा 7',
  'Class VIII': 'कक्षा 8',
  'Class IX': 'कक्षा 9',
  'Class X': 'कक्षा 10',
  'Class XI': 'कक्षा 11',
  'Class XII': 'कक्षा 12',
  '3 years': '3 वर्ष',
  '4 years': '4 वर्ष',
  '5 years': '5 वर्ष',
  '6 years': '6 वर्ष',
  '7 years': '7 वर्ष',
  '8 years': '8 वर्ष',
  '9 years': '9 वर्ष',
  '10 years': '10 वर्ष',
  '11 years': '11 वर्ष',
  '12 years': '12 वर्ष',
  '13 years': '13 वर्ष',
  '14 years': '14 वर्ष',
  '15 years': '15 वर्ष',
  '16 years': '16 वर्ष',
  '17 years': '17 वर्ष',
  'See [Eligibility Criteria](/eligibility) for the age range of each early class and the other requirements.':
    'शुरुआती हर कक्षा की आयु सीमा और बाक़ी शर्तों के लिए [पात्रता मानदंड](/eligibility) देखें।',
  Documents: 'दस्तावेज़',
  'Admission form': 'प्रवेश फ़ॉर्म',
  'The admission form is available from the school office.\n\n**Admission form fee: {admissionFee} (non-refundable)**':
    'प्रवेश फ़ॉर्म स्कूल कार्यालय से मिलता है।\n\n**प्रवेश फ़ॉर्म शुल्क: {admissionFee} (वापस नहीं होगा)**',
  'You can also start with our online application form and complete the rest at the school office.':
    'आप हमारे ऑनलाइन आवेदन फ़ॉर्म से भी शुरुआत कर सकते हैं और बाक़ी प्रक्रिया स्कूल कार्यालय में पूरी कर सकते हैं।',
  'Apply Online': 'ऑनलाइन आवेदन करें',
  'Document checklist': 'दस्तावेज़ों की सूची',
  'Fees & Payment': 'शुल्क और भुगतान',
  'Admission confirmation': 'प्रवेश की पुष्टि',
  'Admission is confirmed only when all of these are submitted:': 'ये सभी जमा होने पर ही प्रवेश पक्का होता है:',
  'How to pay': 'भुगतान कैसे करें',
  'Full details are on the [Fee Structure](/fees) page.': 'पूरी जानकारी [शुल्क संरचना](/fees) पेज पर है।',
  'Contact School Office': 'स्कूल कार्यालय से संपर्क करें',
  'Begin your child’s journey with us': 'अपने बच्चे का सफ़र हमारे साथ शुरू करें',
  'Apply online in a few minutes, or send us an enquiry and the school office will call you back.':
    'कुछ ही मिनटों में ऑनलाइन आवेदन करें, या हमें पूछताछ भेजें; स्कूल कार्यालय आपको वापस फ़ोन करेगा।',

  // Fees
  'Fee Structure': 'शुल्क संरचना',
  'Clear fees and simple rules: what you pay, when, and how.': 'साफ़ शुल्क और आसान नियम: क्या भरना है, कब और कैसे।',
  'Fee structure, accepted payment methods, payment rules and policies.':
    'शुल्क संरचना, भुगतान के स्वीकार्य तरीके, भुगतान के नियम और नीतियाँ।',
  'Fee information': 'शुल्क की जानकारी',
  'Fee structure': 'शुल्क संरचना',
  'Payment of fees': 'शुल्क का भुगतान',
  'Fees are paid at the School Accounts Office by any of these accepted methods:':
    'शुल्क स्कूल के लेखा कार्यालय में इनमें से किसी भी स्वीकार्य तरीके से भरा जाता है:',
  'Paying the admission fee alone does not confirm admission.': 'केवल प्रवेश शुल्क भरने से प्रवेश पक्का नहीं होता।',
  'Payment Rules': 'भुगतान के नियम',
  'Late fee policy': 'विलंब शुल्क नीति',
  'Withdrawal policy': 'स्कूल छोड़ने की नीति',
  Policies: 'नीतियाँ',
  'General rules': 'सामान्य नियम',
  'Contact for assistance': 'सहायता के लिए संपर्क',
  'PRO Office': 'पी.आर.ओ. कार्यालय',
  'Admissions, forms, documents and general questions.': 'प्रवेश, फ़ॉर्म, दस्तावेज़ और सामान्य प्रश्न।',
  'School Accounts Office': 'स्कूल लेखा कार्यालय',
  'Fee payments, receipts, dues and the Transfer Certificate clearance.':
    'शुल्क भुगतान, रसीदें, बकाया और स्थानांतरण प्रमाणपत्र (टी.सी.) की मंज़ूरी।',
  Contact: 'संपर्क',
  'Phone and e-mail': 'फ़ोन और ई-मेल',
  'Ask for the PRO Office for admissions or the School Accounts Office for fees.':
    'प्रवेश के लिए पी.आर.ओ. कार्यालय और शुल्क के लिए स्कूल लेखा कार्यालय से बात करें।',
  Address: 'पता',
  'All contact details': 'संपर्क की पूरी जानकारी',

  // Eligibility
  'Eligibility Criteria': 'पात्रता मानदंड',
  'What your child needs for admission, and the right age for each class.':
    'प्रवेश के लिए आपके बच्चे को क्या चाहिए, और हर कक्षा के लिए सही आयु।',
  'General and academic requirements for admission and the age for each class.':
    'प्रवेश की सामान्य और शैक्षणिक शर्तें और हर कक्षा के लिए आयु।',
  'General requirements': 'सामान्य शर्तें',
  'Age appropriate for the class': 'कक्षा के अनुरूप आयु',
  'Previous academic records': 'पिछले शैक्षणिक रिकॉर्ड',
  'Birth certificate': 'जन्म प्रमाणपत्र',
  'Medical fitness certificate': 'चिकित्सा फ़िटनेस प्रमाणपत्र',
  'Passport size photographs': 'पासपोर्ट साइज़ फ़ोटो',
  'Transfer certificate (if applicable)': 'स्थानांतरण प्रमाणपत्र (यदि लागू हो)',
  'Academic requirements': 'शैक्षणिक शर्तें',
  'Minimum {minMarksPercent}% marks in the previous class': 'पिछली कक्षा में कम से कम {minMarksPercent}% अंक',
  'Good conduct certificate': 'अच्छे आचरण का प्रमाणपत्र',
  'English proficiency assessment': 'अंग्रेज़ी दक्षता का आकलन',
  'Basic Islamic knowledge (preferred)': 'इस्लाम का बुनियादी ज्ञान (वांछनीय)',
  'Interview with parents': 'अभिभावकों से बातचीत',
  'Entrance test for higher classes': 'ऊँची कक्षाओं के लिए प्रवेश परीक्षा',
  'Age by class': 'कक्षा के अनुसार आयु',
  'Children are placed in the class that suits their age on the date of admission.':
    'प्रवेश की तारीख़ पर बच्चे की आयु के अनुसार उसे उपयुक्त कक्षा में रखा जाता है।',
  Age: 'आयु',
  '3-4 years': '3-4 वर्ष',
  '4-5 years': '4-5 वर्ष',
  '5-6 years': '5-6 वर्ष',
  '6-7 years': '6-7 वर्ष',
  '7-8 years': '7-8 वर्ष',
  '8-9 years': '8-9 वर्ष',
  'Minimum ages for every class up to Class XII are on the [Admissions page](/admissions?tab=age-criteria).':
    'कक्षा 12 तक हर कक्षा की न्यूनतम आयु [प्रवेश पेज](/admissions?tab=age-criteria) पर दी गई है।',
  'What we aim for': 'हमारा लक्ष्य',
  'Expected learning results': 'सीखने के अपेक्षित परिणाम',
  'Academic Excellence': 'शैक्षणिक उत्कृष्टता',
  'Strong results on the CBSE pattern, confident English and a habit of reading, asking and reasoning.':
    'सीबीएसई पैटर्न पर अच्छे परिणाम, आत्मविश्वास भरी अंग्रेज़ी और पढ़ने, सवाल पूछने व तर्क करने की आदत।',
  'Character Development': 'चरित्र निर्माण',
  'Honesty, respect and responsibility rooted in Islamic values, in class, at home and in the community.':
    'इस्लामी मूल्यों में रची ईमानदारी, सम्मान और ज़िम्मेदारी: कक्षा में, घर पर और समाज में।',

  // Important dates
  'Important Dates {calendarYear}': 'महत्वपूर्ण तिथियाँ {calendarYear}',
  'Academic calendar': 'शैक्षणिक कैलेंडर',
  'The dates to keep in your diary this year. The session runs from the {academicSession}.':
    'इस साल अपनी डायरी में लिख लेने वाली तिथियाँ। सत्र की अवधि: {academicSession}।',
  'Exams and results, fee installments, monthly parent-teacher meetings and holidays for {calendarYear}.':
    '{calendarYear} की परीक्षाएँ और परिणाम, शुल्क की किस्तें, मासिक अभिभावक-शिक्षक बैठकें और छुट्टियाँ।',
  Exams: 'परीक्षाएँ',
  'Exams and results': 'परीक्षाएँ और परिणाम',
  Fees: 'शुल्क',
  'Fee installments': 'शुल्क की किस्तें',
  'Admission form fee': 'प्रवेश फ़ॉर्म शुल्क',
  'Admission form fee ({admissionFee}, non-refundable): with the application form':
    'प्रवेश फ़ॉर्म शुल्क ({admissionFee}, वापस नहीं होगा): आवेदन फ़ॉर्म के साथ',
  'Please note: the fee rules also state that the annual tuition fee is paid in full at admission in June; there are no installments. The School Accounts Office will confirm which applies to your child.':
    'कृपया ध्यान दें: शुल्क के नियमों में यह भी लिखा है कि वार्षिक ट्यूशन शुल्क जून में प्रवेश के समय पूरा भरा जाता है; इसकी किस्तें नहीं होतीं। आपके बच्चे पर कौन-सा नियम लागू होता है, यह स्कूल लेखा कार्यालय बताएगा।',
  Parents: 'अभिभावक',
  'Monthly parent-teacher meetings': 'मासिक अभिभावक-शिक्षक बैठकें',
  '{ptm}.': '{ptm}।',
  Holidays: 'छुट्टियाँ',
  'Holidays ({holidayCount})': 'छुट्टियाँ ({holidayCount})',
};
