import type { SeedTexts } from './types';

export const en: SeedTexts = {
  terms: (b) => ({
    title: `${b} terms of service`,
    body: `
## About these terms
These terms apply when you book and receive IV therapy or another treatment at a ${b} clinic. When you agree to them, you and ${b} make an agreement on these terms. They do not affect your rights under consumer law.

## Before your treatment
- You answer our medical questionnaire truthfully and completely, and you tell us about any change in your health or medicines before each visit.
- A practitioner reviews your answers and decides whether the treatment is suitable for you. We may decline or postpone a treatment that would not be safe for you; you do not pay for a treatment you did not receive.
- We check your identity before we treat you.
- Our treatments are for adults aged 18 and over.

## Your treatment
- Trained clinical staff give IV therapy after you have read and signed the informed consent, which explains what the treatment involves and its risks.
- You may stop the treatment at any time.
- After an infusion we ask you to stay with us for 30 minutes, because your blood pressure may drop. If you choose to leave earlier, you do so at your own risk.
- IV therapy does not replace care from your doctor or a hospital. In an emergency, call the emergency services.

## Blood tests
About 2.5% of blood samples have to be taken again, for example when a sample is damaged or too small. Samples are discarded once the laboratory has processed them.

## Appointments, changes and cancellations
- You can book online or at a clinic. Please arrive on time; if you are late we may have to shorten your treatment or book another time.
- Please tell us as soon as you can if you need to change or cancel an appointment. The clinic tells you about any cancellation charge before you book.
- If we have to cancel, we offer you another time.

## Prices and payment
The price of each treatment is shown at the clinic and when you book. Payment is due at your visit.

## Your information
We use your personal and health information as our privacy policy explains. Your consent to treatment is renewed every 12 months.

## Our responsibility
We give treatment with reasonable care and skill. Nothing in these terms limits our liability for death or personal injury caused by our negligence, or any other liability that the law does not allow us to limit.

## Complaints
If you are unhappy with anything we did, please tell the clinic or ask for our complaints procedure. We answer every complaint.

## Changes to these terms
When we change these terms, we publish a new version and ask you to read and agree to it at your next visit. The version you agreed to is kept with your record. These terms are governed by the law of the country of the clinic where you are treated.
`,
  }),
  privacy: (b) => ({
    title: `${b} privacy policy`,
    body: `
## Who we are
${b} runs IV therapy clinics. ${b} is the controller of the personal information this policy describes. To ask about your information, speak to the reception of any of our clinics, or reply to any message we have sent you, and ask for our data protection lead.

## What we collect
- Your name, title, gender, date of birth, occupation, address, email address and mobile number.
- Your emergency contact's name, relationship to you and phone number.
- The health information you give in the medical questionnaire: medical history, medicines, allergies, pregnancy and breastfeeding, lifestyle, height and weight, and your goals for treatment.
- What our practitioners and nurses record: the review of your questionnaire, your vital signs, the treatment given (products, doses and batch numbers), blood tests and notes.
- Your signatures, when you signed, and the internet address and device you signed from.
- Copies of documents you show us, such as an identity document, when we check who you are.
- Your appointments and the messages we send you.

## Why we use it, and our lawful basis
- To care for you safely: to check that a treatment is suitable for you, to treat you and to keep a record of your treatment. Lawful basis: our contract with you (UK GDPR Article 6(1)(b)); for health information, the provision of health care by health professionals (Article 9(2)(h)).
- To book and manage your appointments and to send you codes, form links, confirmations and copies of your records. Lawful basis: our contract with you.
- To keep the clinical records that the law and our professional bodies require, and to answer complaints and legal claims. Lawful basis: legal obligation (Article 6(1)(c)) and legal claims (Article 9(2)(f)).
- To keep our systems and your information secure, including a log of who opened your record. Lawful basis: our legitimate interests (Article 6(1)(f)).

We do not sell your information, and we do not use it for marketing without your separate consent.

## Who we share it with
- Your GP, only when you give us permission in the questionnaire.
- Laboratories that analyse the blood samples you give.
- Companies that host our systems and send our emails and text messages, under contracts that let them use your information only on our instructions.
- Regulators, courts or the police when the law requires it, and the emergency services when your life is at risk.

## How long we keep it
We keep your clinical record, including your questionnaires and signatures, for 8 years after your last treatment, as UK guidance for adult health records recommends, and then delete it securely. If there is a complaint or a claim, we keep what is needed until it is resolved. Blood samples are discarded once the laboratory has processed them.

## How we protect it
Only staff of the clinic you visit can open your medical record, and every time someone opens it is logged. Your information travels encrypted between your device and our systems.

## Your rights
Under UK data protection law (the UK GDPR and the Data Protection Act 2018) you have the right to:
- ask for a copy of your information;
- ask us to correct information that is wrong;
- ask us to delete your information or to limit how we use it (we may have to keep clinical records for the period above);
- object to a use of your information that relies on our legitimate interests;
- receive the information you gave us in a format you can take elsewhere;
- withdraw a consent you gave, such as permission to share with your GP, at any time.

We answer within one month, free of charge.

## Clinics outside the United Kingdom
At our clinics in other countries, that country's data protection law applies as well. In the United States, the HIPAA authorization in your questionnaire explains how your health information is used and disclosed.

## Complaints
If you are unhappy with how we use your information, please tell us first. You can also complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).

## Changes to this policy
When we change this policy, we publish a new version and ask you to read and agree to it at your next visit. The version you agreed to is kept with your record.
`,
  }),
};
