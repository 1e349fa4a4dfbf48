/**
 * The Terms and Conditions and the Privacy Policy (issue 28, DECISIONS 48): English source, in
 * our own words for a UAE company under Federal Decree-Law No. 45 of 2021 on the Protection of
 * Personal Data. Each section is `<id>` (its heading) and `<id>Text` (paragraphs, one a line).
 * A change of substance is a new TERMS_VERSION (contract/member-rights.ts), so members accept it.
 */
export default {
  updated: 'Version of {date}',
  contents: 'On this page',
  home: 'Home',

  consentTitle: 'Please accept our terms',
  consentText:
    'Please read our current Terms and Conditions and Privacy Policy, and accept them to keep using your account.',
  consentTerms: 'Terms and Conditions',
  consentPrivacy: 'Privacy Policy',
  consentAccept: 'I accept',
  consentSaved: 'Thank you. Your acceptance is saved.',
  consentFailed: 'Failed to save your acceptance',

  termsTitle: 'Terms and Conditions',
  termsDescription:
    'The terms of a Rihla membership: your account, rides and rewards, your wallet and withdrawals, identity checks and closing your account.',
  termsLead:
    'These terms are the agreement between you and {legalName} when you create a Rihla account or use our website and apps. Please read them with our Privacy Policy.',
  terms1: 'Who we are',
  terms1Text:
    '{legalName} ("Rihla", "we") operates ride-hailing, delivery, moving, recovery and tourism services in the United Arab Emirates and runs the Rihla member programme.\nOur office is at {address}. You can reach us at {email}.',
  terms2: 'Your account',
  terms2Text:
    'You must be at least 18 years old to withdraw rewards, and the details you give us must be true and your own. One person holds one account.\nKeep your password to yourself. You can see the devices signed in to your account on your profile and sign them out at any time. Tell us at once if you think someone else has used your account.\nYour username is public to the members you refer and to your sponsor, and it is never given to anyone else, even after you close your account.',
  terms3: 'Rides, points and rewards',
  terms3Text:
    'Completed rides earn points and rewards under the programmes described on our website (DDR, CRR, BBR, HLR and the regional programme). Rewards are credited to your wallet in UAE dirhams when the ride or the campaign that earns them is recorded.\nWe may correct a credit that was made in error, and we may hold or reverse rewards earned through fraud, fake rides or accounts that break these terms.\nRewards are not a salary or an investment return, and no fee is charged to join.',
  terms4: 'Your wallet and withdrawals',
  terms4Text:
    'You can withdraw your available balance to a UAE bank account (IBAN) or a mobile wallet once your identity is verified. The minimum withdrawal is AED 50, and daily and monthly limits apply.\nA request holds its amount until it is paid, rejected or cancelled. If the account holder does not match the name on your verified identity, we may ask for more information before paying.',
  terms5: 'Identity verification (KYC)',
  terms5Text:
    'UAE anti-money-laundering law requires us to verify who receives money from us. Before your first withdrawal you submit an Emirates ID or passport, a selfie and your date of birth.\nWe keep these documents encrypted, use them only to verify you and to meet our legal duties, and never show them publicly. Our Privacy Policy explains how long we keep them.',
  terms6: 'Fair use',
  terms6Text:
    'Do not misuse Rihla: no fake or duplicate accounts, no automated sign-ups, no attempts to break into other accounts or our systems, and no misleading promotion of your referral link.\nWe may suspend or close an account that breaks these terms, after telling you why unless the law prevents it.',
  terms7: 'Closing your account',
  terms7Text:
    'You can close your account at any time from your profile, with your password and a code we e-mail to you.\nClosing is not possible while a withdrawal is pending or approved and not yet paid, or while AED 50 or more is available: withdraw it first. A smaller balance is given up when you close, and we warn you before you confirm.\nAfter closing you earn nothing more, your place in the team stays under the name "Former member", and your username is never issued again. Closing cannot be undone.',
  terms8: 'Liability and changes',
  terms8Text:
    'We work to keep Rihla available and accurate, but we do not promise that it will never be interrupted. Nothing in these terms limits rights you have under UAE consumer protection law.\nWhen we change these terms we publish the new version here with its date and ask you to accept it at your next visit.',
  terms9: 'Law and disputes',
  terms9Text:
    'These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. Please contact us first so we can try to resolve any complaint; otherwise the courts of Dubai decide.',

  privacyTitle: 'Privacy Policy',
  privacyDescription:
    'What personal data Rihla collects, why, for how long and who sees it, the 5-year keeping of identity records after closing, and your rights under UAE law.',
  privacyLead:
    '{legalName} is the controller of your personal data. We handle it under Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data and the other laws of the United Arab Emirates.',
  privacy1: 'What we collect',
  privacy1Text:
    'Account details: username, first and last name, e-mail address, mobile number, country, gender, language, password (stored only as a one-way hash) and your sponsor.\nActivity: rides, points, rewards, wallet lines, withdrawal requests and the bank or wallet account you pay them to.\nIdentity verification (KYC): your ID document images and number, its expiry, your selfie, nationality and date of birth.\nDevices and security: the browser or app you sign in with, sign-in times and the network address of each request, which we keep in security logs.',
  privacy2: 'Why we use it',
  privacy2Text:
    'To run your account and the member programme you joined (our contract with you).\nTo verify your identity, prevent fraud and keep financial records, as UAE anti-money-laundering law requires (a legal duty).\nTo keep Rihla secure and to answer your questions (our legitimate interest).\nWe do not sell your data, and we do not use it for advertising by others.',
  privacy3: 'Who sees it',
  privacy3Text:
    'Your sponsor and the members above you in your team see your name, username, country, photo, rank and points. Nobody else in the team sees your e-mail address or phone number.\nOur staff see what their role needs: support reads accounts to help you, compliance reviews identity documents, and finance pays withdrawals. Every staff access to identity documents is recorded.\nWe share data with banks and payment providers to pay you, with our hosting and e-mail providers who process it for us under contract, and with authorities when the law requires it.',
  privacy4: 'How long we keep it',
  privacy4Text:
    'While your account is open we keep what the service needs.\nWhen you close your account we erase your name, e-mail address, phone number, photo, password and signed-in sessions at once.\nIdentity documents (KYC) and the payout account details of your withdrawals are kept encrypted for 5 years after closing, because UAE anti-money-laundering law requires these records. Only our compliance team can read them, and they are then deleted.\nWallet lines, rides and your place in the team stay, without your name, under "Former member", so that every other member’s rewards remain correct.',
  privacy5: 'How we protect it',
  privacy5Text:
    'Identity documents are encrypted with AES-256 before they are stored and are never available at a public address. Passwords are hashed, connections are encrypted, and staff access is limited by role and recorded.',
  privacy6: 'Your rights',
  privacy6Text:
    'You may ask to see your data and to receive a copy: on your profile, "Download my data" gives you a ZIP file of your records in JSON and CSV at any time.\nYou may correct your details: change your name and photo on your profile, or ask us for anything else.\nYou may close your account and have your data erased, except the records the law requires us to keep, as described above.\nYou may object to or ask us to restrict a use of your data, and you may complain to the UAE Data Office.',
  privacy7: 'Cookies and local storage',
  privacy7Text:
    'We use only what the site needs to work: your sign-in, your language and theme, and a device cookie that protects your sign-in. We use no advertising or tracking cookies.',
  privacy8: 'Transfers outside the UAE',
  privacy8Text:
    'When a provider outside the UAE processes data for us, we transfer it only to countries, and with safeguards, that UAE law allows.',
  privacy9: 'Contact us',
  privacy9Text:
    'For any question about your data or to use your rights, write to {email} or to {legalName}, {address}. We answer within 30 days.',
};
