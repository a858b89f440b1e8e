// The accessibility statement's and the terms of use's words in English (docs/architecture.md,
// "Languages", "The words around the forms and the statutory pages"), filled from the settings by
// src/shared/content/statements.ts. English is the source; Marathi, Hindi and Urdu are typed against it.

export const EN_STATEMENTS = {
  contents: 'On this page',
  facts: { name: 'Name', email: 'Email', phone: 'Phone' },
  accessibility: {
    /** The standard the site aims at, as the statement names it. */
    standard: 'WCAG 2.2 level AA',
    officeContact: 'The school office',
    workingDay: '{count} working day',
    workingDays: '{count} working days',
    commitmentTitle: 'Our commitment',
    commitment:
      '{school} runs this website. We want as many people as possible to be able to use it, whatever their abilities and whatever device they use. For example, you should be able to:',
    abilities: {
      keyboard: 'move through every page and use every form with a keyboard alone',
      screenReader: 'use the site with a screen reader, such as NVDA, JAWS, TalkBack or VoiceOver',
      zoom: 'zoom in without text spilling off the screen, and read every page on a small phone',
      theme: 'choose a light or a dark theme',
      noScript: 'send the enquiry form and the application even when JavaScript does not load',
    },
    standardTitle: 'The standard we aim at',
    aim: 'We aim to meet {standard}: version 2.2 of the Web Content Accessibility Guidelines (WCAG), at level AA. It is the international standard that India’s Guidelines for Indian Government Websites (GIGW) build on.',
    partial:
      'This website partially conforms to {standard}: most of it meets the standard, and the parts that do not yet are listed under “Known limitations” below.',
    full: 'We believe this website fully conforms to {standard}. If you find a part that does not, please tell us.',
    testingTitle: 'How we test this website',
    testingIntro: 'We check the website against the standard in several ways:',
    tests: {
      automated:
        'automated accessibility checks with axe run on the pages in every build of the site, and a build with a failure is not released',
      keyboard: 'checks with a keyboard alone, and with a screen reader',
      sizes: 'checks on phones 375 pixels wide and on desktop screens',
      themes: 'checks in both the light and the dark theme, for colour contrast and legibility',
    },
    limitationsTitle: 'Known limitations',
    limitationsIntro: 'We know that these parts of the website are not yet fully accessible:',
    limitationsHelp:
      'If you need something from one of them in another form, contact us as below and we will send it to you.',
    noLimitations: 'We know of no part of this website that does not meet the standard.',
    contactTitle: 'Feedback and contact',
    contactIntro:
      'If you cannot use any part of this website, find a problem we have not listed, or need information in another format (large print, an audio recording, the text of a scanned circular), contact:',
    reply: 'We will reply within {days}.',
    escalationTitle: 'If you are not happy with our answer',
    escalation:
      'Write to {officer} at {email}, who will look at your complaint again. If you are still not satisfied, you can complain to the State Commissioner for Persons with Disabilities of your state, or to the Chief Commissioner for Persons with Disabilities, under the Rights of Persons with Disabilities Act, 2016.',
    reviewTitle: 'Preparation of this statement',
    reviewedOn: 'This statement was last reviewed on {date}.',
    preparedAtLaunch: 'This statement was prepared when the website was first published.',
    reviewAgain: ' We review it again whenever the website changes in a way that could affect its accessibility.',
  },
  terms: {
    termsTitle: 'Terms and conditions',
    owned:
      'This website is owned and maintained by {school}. By using it, you accept these terms. We may change them at any time; the date under this page says when they last changed.',
    accuracy:
      'We make every effort to keep the content of this website accurate and current, but it should not be read as a statement of law or used for any legal purpose. Fees, dates and rules are confirmed by the school office: in case of any doubt, please check with us at {email} or {phone}.',
    copyrightTitle: 'Copyright policy',
    copyright:
      'The text, photos, drawings and documents on this website are the copyright of {school}, unless they say otherwise. You may reproduce text and documents free of charge after asking us for permission by e-mail to {email}. The material must be reproduced accurately, not in a misleading or derogatory way, and its source must be acknowledged where it is published.',
    copyrightLimits:
      'This permission does not cover material that is identified as the copyright of someone else, nor photos of our students, which may not be reproduced at all.',
    hyperlinkingTitle: 'Hyperlinking policy',
    linksIn:
      'Links to this website from other websites: you may link directly to any page of this website without asking for permission first, to share its information. We do not permit our pages to be shown inside frames on another website: they must open in a browser window of their own.',
    linksOut:
      'Links from this website to other websites: some pages link to other websites for your convenience. {school} is not responsible for their content or reliability, and a link does not mean that we endorse the website, its views or what it offers. We cannot guarantee that such links will always work, as we have no control over the linked pages.',
    disclaimerTitle: 'Disclaimer',
    disclaimer:
      'Under no circumstances will {school} be liable for any expense, loss or damage, direct or indirect, arising from the use of this website or of information on it, or from it being unavailable.',
    privacyTitle: 'Privacy',
    privacyBefore: 'What this website collects about you, why, and how long it is kept is explained in our ',
    privacyLink: 'Privacy Notice',
    accessibilityBefore: 'How accessible this website is, and how to tell us about a problem, is explained in our ',
    accessibilityLink: 'Accessibility statement',
    after: '.',
    lawTitle: 'Governing law',
    law: 'These terms are governed by the laws of India. Any dispute arising under them is subject to the exclusive jurisdiction of the courts at {city}, India.',
  },
} as const;
