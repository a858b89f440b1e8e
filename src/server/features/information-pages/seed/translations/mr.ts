// The Marathi words of the most visited pages as a new install first shows them, by their English
// text (translations-seed.ts lays them over the English document): a text the office has changed in
// English is not found here and stays English until translated.
export const MR: Record<string, string> = {
  // Home
  '{schoolName} | {schoolStages}, CBSE with Islamic Studies, Akola':
    '{schoolName} | {schoolStages}, इस्लामिक अभ्यासासह सीबीएसई, अकोला',
  '{tagline}': '{tagline}',
  'An English-medium CBSE school in Akola from {schoolStages}, with Islamic studies and Hifz. Admissions, fees, academics and enquiries.':
    'अकोल्यातील {schoolStages} इंग्रजी माध्यमाची सीबीएसई शाळा, इस्लामिक अभ्यास आणि हिफ्झसह. प्रवेश, शुल्क, शिक्षण आणि चौकशी.',
  '{schoolStages} · {curriculum}': '{schoolStages} · {curriculum}',
  'An English-medium school in Akola where every child is known, encouraged and guided to grow in knowledge, character and faith.':
    'अकोल्यातील इंग्रजी माध्यमाची शाळा, जिथे प्रत्येक मुलाला ओळखले जाते, प्रोत्साहन दिले जाते आणि ज्ञान, चारित्र्य व श्रद्धेत वाढण्यासाठी मार्गदर्शन केले जाते.',
  '{heroButtonText}': '{heroButtonText}',
  'Send an Enquiry': 'चौकशी पाठवा',
  '{foundedYear}': '{foundedYear}',
  Founded: 'स्थापना',
  'N-12': 'N-12',
  '{schoolStages}': '{schoolStages}',
  CBSE: 'सीबीएसई',
  'With Islamic studies and Hifz': 'इस्लामिक अभ्यास आणि हिफ्झसह',
  'About Our School': 'आमच्या शाळेविषयी',
  'Where Worldly Learning Meets Faith': 'जिथे ऐहिक शिक्षण आणि श्रद्धा एकत्र येतात',
  'Since {foundedYear}, our school has followed one motto: **every student is unique**, and we nurture what makes each one so. We teach the {curriculum}, so children are prepared for board examinations and for life, with values they carry for ever.\n\nWe believe a good education balances worldly and religious knowledge: science, mathematics and languages alongside the Quran, good manners and service to others. One is never sacrificed for the other.':
    '{foundedYear} पासून आमची शाळा एकच ब्रीद पाळते: **प्रत्येक विद्यार्थी वेगळा आहे**, आणि त्याला वेगळे बनवणाऱ्या गुणांची आम्ही जोपासना करतो. आम्ही {curriculum} शिकवतो, त्यामुळे मुले बोर्डाच्या परीक्षांसाठी आणि आयुष्यासाठी तयार होतात, आयुष्यभर सोबत राहणाऱ्या मूल्यांसह.\n\nचांगल्या शिक्षणात ऐहिक आणि धार्मिक ज्ञानाचा समतोल असतो, असे आम्ही मानतो: विज्ञान, गणित आणि भाषा यांच्यासोबत कुरआन, चांगले आचरण आणि इतरांची सेवा. एकासाठी दुसऱ्याचा कधीही त्याग केला जात नाही.',
  Trust: 'विश्वास',
  'Parents know their children are safe, cared for and honestly assessed.':
    'आपली मुले सुरक्षित आहेत, त्यांची काळजी घेतली जाते आणि त्यांचे प्रामाणिक मूल्यमापन होते, याची पालकांना खात्री असते.',
  Respect: 'आदर',
  'For teachers, classmates, families and every faith and background.':
    'शिक्षक, वर्गमित्र, कुटुंबे आणि प्रत्येक धर्म व पार्श्वभूमीबद्दल.',
  Excellence: 'उत्कृष्टता',
  'High expectations in the classroom, on the field and on stage.': 'वर्गात, मैदानावर आणि रंगमंचावर उच्च अपेक्षा.',
  Faith: 'श्रद्धा',
  'Islamic studies every day and Hifz of the Holy Quran in {hifzDuration}.':
    'दररोज इस्लामिक अभ्यास आणि पवित्र कुरआनचे हिफ्झ ({hifzDuration}).',
  'More about us': 'आमच्याबद्दल अधिक',
  'Admission Enquiry': 'प्रवेश चौकशी',
  'Start Your Child’s Journey With Us': 'आपल्या मुलाचा प्रवास आमच्यासोबत सुरू करा',
  'Tell us a little about your child and our admissions team will get back to you with the next steps.':
    'आपल्या मुलाबद्दल थोडक्यात सांगा; आमचा प्रवेश विभाग पुढील पायऱ्यांसह आपल्याशी संपर्क साधेल.',
  'Good to Know': 'हे जाणून घ्या',
  'Information for Parents': 'पालकांसाठी माहिती',
  'From the school office': 'शाळेच्या कार्यालयाकडून',
  Notices: 'सूचना',
  'Circulars, exam timetables, holidays and admission news.': 'परिपत्रके, परीक्षेचे वेळापत्रक, सुट्ट्या आणि प्रवेशाच्या बातम्या.',
  'Student Journey': 'विद्यार्थ्यांचा प्रवास',
  'Glimpse into Student Life': 'विद्यार्थी जीवनाची झलक',
  'From the first day of Nursery to the last board exam, every stage has its own discoveries.':
    'नर्सरीच्या पहिल्या दिवसापासून बोर्डाच्या शेवटच्या परीक्षेपर्यंत, प्रत्येक टप्प्याचे स्वतःचे नवे शोध असतात.',
  'Proud Moments': 'अभिमानाचे क्षण',
  'Our Achievements': 'आमची कामगिरी',
  'Results, recognition and milestones our students and teachers have earned together.':
    'आमच्या विद्यार्थ्यांनी आणि शिक्षकांनी मिळून मिळवलेले निकाल, सन्मान आणि महत्त्वाचे टप्पे.',
  'Around the campus': 'परिसरात फेरफटका',
  'School Highlights': 'शाळेची वैशिष्ट्ये',
  'A closer look at what makes a school day here special.': 'इथला शाळेचा दिवस खास कशामुळे होतो, ते जवळून पाहा.',
  Creativity: 'सर्जनशीलता',
  'Student Art Gallery': 'विद्यार्थ्यांचे कलादालन',
  'Paintings, sketches and posters made by our students.': 'आमच्या विद्यार्थ्यांनी काढलेली चित्रे, रेखाचित्रे आणि पोस्टर्स.',
  FAQ: 'प्रश्नोत्तरे',
  'Frequently Asked Questions': 'नेहमी विचारले जाणारे प्रश्न',
  'Quick answers about admission, academics, fees, facilities and school life.':
    'प्रवेश, शिक्षण, शुल्क, सुविधा आणि शालेय जीवनाबद्दल झटपट उत्तरे.',

  // Admissions
  Admissions: 'प्रवेश',
  'Admissions {admissionYear}': 'प्रवेश {admissionYear}',
  'Everything you need to apply: the process, age criteria, documents and fees.':
    'अर्ज करण्यासाठी आवश्यक सर्व माहिती: प्रक्रिया, वयाचे निकष, कागदपत्रे आणि शुल्क.',
  'Admission process, age criteria, documents and fees for {schoolStages}.':
    '{schoolStages} साठी प्रवेश प्रक्रिया, वयाचे निकष, कागदपत्रे आणि शुल्क.',
  'Admission information': 'प्रवेशाची माहिती',
  Overview: 'आढावा',
  'Joining our school': 'आमच्या शाळेत प्रवेश',
  'We welcome children from {schoolStages}. Admission follows four simple steps, and the school office is happy to guide you at each one.':
    '{schoolStages} मधील मुलांचे आम्ही स्वागत करतो. प्रवेशाच्या चार सोप्या पायऱ्या आहेत, आणि प्रत्येक पायरीवर शाळेचे कार्यालय आनंदाने मार्गदर्शन करते.',
  'Academic session': 'शैक्षणिक सत्र',
  'From the {academicSession}': 'कालावधी: {academicSession}',
  'When to apply': 'अर्ज केव्हा करावा',
  'Preferably by {applyBy}, before the session begins': 'शक्यतो {applyBy} पर्यंत, सत्र सुरू होण्यापूर्वी',
  'Mid-year admission': 'वर्षाच्या मध्यात प्रवेश',
  'Mid-year vacancies are limited; please enquire at the school office.':
    'वर्षाच्या मध्यात जागा मर्यादित असतात; कृपया शाळेच्या कार्यालयात चौकशी करा.',
  'Illustration: a graduation cap': 'चित्र: पदवीधराची टोपी',
  'Admission process': 'प्रवेश प्रक्रिया',
  'Age Criteria': 'वयाचे निकष',
  'Age criteria': 'वयाचे निकष',
  'The minimum age is 3 years for Nursery and rises by one year for each class, up to 17 years for Class XII, as per the norms of the state education department.':
    'राज्य शिक्षण विभागाच्या नियमांनुसार नर्सरीसाठी किमान वय 3 वर्षे आहे आणि ते प्रत्येक इयत्तेसाठी एका वर्षाने वाढते, इयत्ता 12 साठी 17 वर्षांपर्यंत.',
  'Minimum age by class': 'इयत्तेनुसार किमान वय',
  Class: 'इयत्ता',
  'Minimum age': 'किमान वय',
  Nursery: 'नर्सरी',
  LKG: 'एल.के.जी.',
  UKG: 'यू.के.जी.',
  'Class I': 'इयत्ता 1',
  'Class II': 'इयत्ता 2',
  'Class III': 'इयत्ता 3',
  'Class IV': 'इयत्ता 4',
  'Class V': 'इयत्ता 5',
  'Class VI': 'इयत्ता 6',
  'Class VII': 'इयत्ता 7',
  'Class VIII': 'इयत्ता 8',
  'Class IX': 'इयत्ता 9',
  'Class X': 'इयत्ता 10',
  'Class XI': 'इयत्ता 11',
  'Class XII': 'इयत्ता 12',
  '3 years': '3 वर्षे',
  '4 years': '4 वर्षे',
  '5 years': '5 वर्षे',
  '6 years': '6 वर्षे',
  '7 years': '7 वर्षे',
  '8 years': '8 वर्षे',
  '9 years': '9 वर्षे',
  '10 years': '10 वर्षे',
  '11 years': '11 वर्षे',
  '12 years': '12 वर्षे',
  '13 years': '13 वर्षे',
  '14 years': '14 वर्षे',
  '15 years': '15 वर्षे',
  '16 years': '16 वर्षे',
  '17 years': '17 वर्षे',
  'See [Eligibility Criteria](/eligibility) for the age range of each early class and the other requirements.':
    'सुरुवातीच्या प्रत्येक इयत्तेची वयोमर्यादा आणि इतर अटींसाठी [पात्रतेचे निकष](/eligibility) पाहा.',
  Documents: 'कागदपत्रे',
  'Admission form': 'प्रवेश अर्ज',
  'The admission form is available from the school office.\n\n**Admission form fee: {admissionFee} (non-refundable)**':
    'प्रवेश अर्ज शाळेच्या कार्यालयात मिळतो.\n\n**प्रवेश अर्ज शुल्क: {admissionFee} (परत मिळणार नाही)**',
  'You can also start with our online application form and complete the rest at the school office.':
    'आपण आमच्या ऑनलाइन अर्जाने सुरुवात करू शकता आणि उर्वरित प्रक्रिया शाळेच्या कार्यालयात पूर्ण करू शकता.',
  'Apply Online': 'ऑनलाइन अर्ज करा',
  'Document checklist': 'कागदपत्रांची यादी',
  'Fees & Payment': 'शुल्क आणि भरणा',
  'Admission confirmation': 'प्रवेशाची निश्चिती',
  'Admission is confirmed only when all of these are submitted:': 'पुढील सर्व गोष्टी जमा केल्यावरच प्रवेश निश्चित होतो:',
  'How to pay': 'शुल्क कसे भरावे',
  'Full details are on the [Fee Structure](/fees) page.': 'संपूर्ण माहिती [शुल्क रचना](/fees) पानावर आहे.',
  'Contact School Office': 'शाळेच्या कार्यालयाशी संपर्क साधा',
  'Begin your child’s journey with us': 'आपल्या मुलाचा प्रवास आमच्यासोबत सुरू करा',
  'Apply online in a few minutes, or send us an enquiry and the school office will call you back.':
    'काही मिनिटांत ऑनलाइन अर्ज करा, किंवा आम्हाला चौकशी पाठवा; शाळेचे कार्यालय आपल्याला परत फोन करेल.',

  // Fees
  'Fee Structure': 'शुल्क रचना',
  'Clear fees and simple rules: what you pay, when, and how.': 'स्पष्ट शुल्क आणि सोपे नियम: काय भरायचे, केव्हा आणि कसे.',
  'Fee structure, accepted payment methods, payment rules and policies.':
    'शुल्क रचना, स्वीकारल्या जाणाऱ्या भरण्याच्या पद्धती, भरण्याचे नियम आणि धोरणे.',
  'Fee information': 'शुल्काची माहिती',
  'Fee structure': 'शुल्क रचना',
  'Payment of fees': 'शुल्क भरणे',
  'Fees are paid at the School Accounts Office by any of these accepted methods:':
    'शुल्क शाळेच्या लेखा कार्यालयात पुढीलपैकी कोणत्याही स्वीकृत पद्धतीने भरले जाते:',
  'Paying the admission fee alone does not confirm admission.': 'केवळ प्रवेश शुल्क भरल्याने प्रवेश निश्चित होत नाही.',
  'Payment Rules': 'भरण्याचे नियम',
  'Late fee policy': 'विलंब शुल्क धोरण',
  'Withdrawal policy': 'शाळा सोडण्याचे धोरण',
  Policies: 'धोरणे',
  'General rules': 'सर्वसाधारण नियम',
  'Contact for assistance': 'मदतीसाठी संपर्क',
  'PRO Office': 'पी.आर.ओ. कार्यालय',
  'Admissions, forms, documents and general questions.': 'प्रवेश, अर्ज, कागदपत्रे आणि सर्वसाधारण प्रश्न.',
  'School Accounts Office': 'शाळेचे लेखा कार्यालय',
  'Fee payments, receipts, dues and the Transfer Certificate clearance.':
    'शुल्क भरणा, पावत्या, थकबाकी आणि शाळा सोडल्याच्या दाखल्यासाठी मंजुरी.',
  Contact: 'संपर्क',
  'Phone and e-mail': 'फोन आणि ई-मेल',
  'Ask for the PRO Office for admissions or the School Accounts Office for fees.':
    'प्रवेशासाठी पी.आर.ओ. कार्यालय आणि शुल्कासाठी शाळेचे लेखा कार्यालय मागा.',
  Address: 'पत्ता',
  'All contact details': 'संपर्काचे सर्व तपशील',

  // Eligibility
  'Eligibility Criteria': 'पात्रतेचे निकष',
  'What your child needs for admission, and the right age for each class.':
    'प्रवेशासाठी आपल्या मुलाला काय आवश्यक आहे, आणि प्रत्येक इयत्तेसाठी योग्य वय.',
  'General and academic requirements for admission and the age for each class.':
    'प्रवेशासाठी सर्वसाधारण आणि शैक्षणिक अटी आणि प्रत्येक इयत्तेसाठीचे वय.',
  'General requirements': 'सर्वसाधारण अटी',
  'Age appropriate for the class': 'इयत्तेला साजेसे वय',
  'Previous academic records': 'मागील शैक्षणिक नोंदी',
  'Birth certificate': 'जन्म दाखला',
  'Medical fitness certificate': 'वैद्यकीय तंदुरुस्ती प्रमाणपत्र',
  'Passport size photographs': 'पासपोर्ट आकाराचे फोटो',
  'Transfer certificate (if applicable)': 'शाळा सोडल्याचा दाखला (लागू असल्यास)',
  'Academic requirements': 'शैक्षणिक अटी',
  'Minimum {minMarksPercent}% marks in the previous class': 'मागील इयत्तेत किमान {minMarksPercent}% गुण',
  'Good conduct certificate': 'चांगल्या वर्तणुकीचे प्रमाणपत्र',
  'English proficiency assessment': 'इंग्रजी प्रावीण्य चाचणी',
  'Basic Islamic knowledge (preferred)': 'इस्लामचे प्राथमिक ज्ञान (असल्यास प्राधान्य)',
  'Interview with parents': 'पालकांशी मुलाखत',
  'Entrance test for higher classes': 'वरच्या इयत्तांसाठी प्रवेश परीक्षा',
  'Age by class': 'इयत्तेनुसार वय',
  'Children are placed in the class that suits their age on the date of admission.':
    'प्रवेशाच्या तारखेला असलेल्या वयानुसार मुलांना योग्य इयत्तेत प्रवेश दिला जातो.',
  Age: 'वय',
  '3-4 years': '3-4 वर्षे',
  '4-5 years': '4-5 वर्षे',
  '5-6 years': '5-6 वर्षे',
  '6-7 years': '6-7 वर्षे',
  '7-8 years': '7-8 वर्षे',
  '8-9 years': '8-9 वर्षे',
  'Minimum ages for every class up to Class XII are on the [Admissions page](/admissions?tab=age-criteria).':
    'इयत्ता 12 पर्यंत प्रत्येक इयत्तेचे किमान वय [प्रवेश पानावर](/admissions?tab=age-criteria) दिले आहे.',
  'What we aim for': 'आमचे ध्येय',
  'Expected learning results': 'अपेक्षित शैक्षणिक परिणाम',
  'Academic Excellence': 'शैक्षणिक उत्कृष्टता',
  'Strong results on the CBSE pattern, confident English and a habit of reading, asking and reasoning.':
    'सीबीएसई पद्धतीनुसार उत्तम निकाल, आत्मविश्वासपूर्ण इंग्रजी आणि वाचन, प्रश्न विचारणे व विचार करण्याची सवय.',
  'Character Development': 'चारित्र्य घडण',
  'Honesty, respect and responsibility rooted in Islamic values, in class, at home and in the community.':
    'इस्लामी मूल्यांत रुजलेला प्रामाणिकपणा, आदर आणि जबाबदारी: वर्गात, घरी आणि समाजात.',

  // Important dates
  'Important Dates {calendarYear}': 'महत्त्वाच्या तारखा {calendarYear}',
  'Academic calendar': 'शैक्षणिक दिनदर्शिका',
  'The dates to keep in your diary this year. The session runs from the {academicSession}.':
    'या वर्षी डायरीत नोंदवून ठेवाव्यात अशा तारखा. सत्राचा कालावधी: {academicSession}.',
  'Exams and results, fee installments, monthly parent-teacher meetings and holidays for {calendarYear}.':
    '{calendarYear} मधील परीक्षा आणि निकाल, शुल्काचे हप्ते, मासिक पालक-शिक्षक सभा आणि सुट्ट्या.',
  Exams: 'परीक्षा',
  'Exams and results': 'परीक्षा आणि निकाल',
  Fees: 'शुल्क',
  'Fee installments': 'शुल्काचे हप्ते',
  'Admission form fee': 'प्रवेश अर्ज शुल्क',
  'Admission form fee ({admissionFee}, non-refundable): with the application form':
    'प्रवेश अर्ज शुल्क ({admissionFee}, परत मिळणार नाही): अर्जासोबत',
  'Please note: the fee rules also state that the annual tuition fee is paid in full at admission in June; there are no installments. The School Accounts Office will confirm which applies to your child.':
    'कृपया लक्षात घ्या: शुल्काच्या नियमांनुसार वार्षिक शिक्षण शुल्क जूनमध्ये प्रवेशाच्या वेळी पूर्ण भरावे लागते; त्याचे हप्ते नाहीत. आपल्या मुलाला कोणता नियम लागू होतो, हे शाळेचे लेखा कार्यालय निश्चित करेल.',
  Parents: 'पालक',
  'Monthly parent-teacher meetings': 'मासिक पालक-शिक्षक सभा',
  '{ptm}.': '{ptm}.',
  Holidays: 'सुट्ट्या',
  'Holidays ({holidayCount})': 'सुट्ट्या ({holidayCount})',
};
