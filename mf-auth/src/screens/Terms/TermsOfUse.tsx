import { LegalArticle, Section, type LegalDocumentProps } from '../../components/LegalDocument';

export const TERMS_UPDATED = '1 May 2026';

export function TermsOfUse({ headingLevel = 1 }: LegalDocumentProps) {
  return (
    <LegalArticle title="Terms of use" updated={TERMS_UPDATED} headingLevel={headingLevel}>
      <p>
        These terms apply to everyone who signs in to BeSmart. Your organisation (the school, trust,
        home or care service that gave you access) has its own agreement with BeSmart and decides
        who may use the portal and what they may do. By accepting these terms you agree to use the
        portal as set out below and in line with your organisation&apos;s policies.
      </p>

      <Section title="1. Your account">
        <ul>
          <li>
            Your account is for you alone. Never share your password or let anyone else use it.
          </li>
          <li>
            Choose a strong password that you do not use anywhere else, and keep the e-mail account
            that receives your verification codes secure.
          </li>
          <li>Sign out when you have finished, especially on a shared or public device.</li>
          <li>
            Tell your organisation&apos;s administrator or designated safeguarding lead at once if
            you think someone else has used your account or seen records they should not.
          </li>
        </ul>
      </Section>

      <Section title="2. Confidentiality of children's and service users' records">
        <p>
          The portal holds sensitive information about children, young people and vulnerable adults.
          Treat everything in it as confidential.
        </p>
        <ul>
          <li>
            Look only at the records you need for your role. Access is recorded in the audit trail
            and your organisation may review it.
          </li>
          <li>
            Do not copy, download, print, photograph or forward records except as your
            organisation&apos;s procedures allow, and keep any copy you are allowed to make secure.
          </li>
          <li>
            Do not discuss what you read in the portal with anyone who does not need to know it for
            the care or protection of the person concerned.
          </li>
          <li>
            Follow your organisation&apos;s safeguarding, data protection and information-sharing
            policies, and statutory guidance such as Keeping Children Safe in Education and Working
            Together to Safeguard Children where they apply to you.
          </li>
        </ul>
      </Section>

      <Section title="3. Recording well">
        <ul>
          <li>
            Record accurately, promptly and factually. Say what you saw and heard, keep fact apart
            from opinion, and record who was present.
          </li>
          <li>
            Record only what is needed; do not add information about people that is not relevant.
          </li>
          <li>
            Records may be read by the person they are about, their family, inspectors or a court.
            Write respectfully and in plain language.
          </li>
        </ul>
      </Section>

      <Section title="4. The portal does not replace your safeguarding procedures">
        <p>
          Recording a concern in BeSmart does not by itself report it. If a child or adult may be at
          risk of harm, tell your designated safeguarding lead straight away in person or by phone
          and follow your organisation&apos;s procedures. If someone is in immediate danger, call
          999.
        </p>
      </Section>

      <Section title="5. Acceptable use">
        <p>You must not:</p>
        <ul>
          <li>use the portal for anything other than your work for your organisation;</li>
          <li>
            try to reach data of another organisation, test or bypass the portal&apos;s security, or
            use automated tools to extract data;
          </li>
          <li>upload files that contain malware or that you have no right to share;</li>
          <li>enter content that is abusive, discriminatory or deliberately misleading.</li>
        </ul>
      </Section>

      <Section title="6. AI features">
        <p>
          Where your organisation turns them on, AI features offer summaries and suggestions from
          your organisation&apos;s own records. They can be wrong. Check every suggestion against
          the records and your professional judgement; decisions about people are always made by
          staff.
        </p>
      </Section>

      <Section title="7. Availability and changes">
        <p>
          We work to keep the portal available and secure, but it may sometimes be unavailable for
          maintenance or because of faults. Keep your organisation&apos;s fallback procedures for
          urgent safeguarding matters. We may change these terms; you will be asked to accept
          material changes.
        </p>
      </Section>

      <Section title="8. Suspension">
        <p>
          Your organisation or BeSmart may suspend or close your account if these terms are broken
          or to protect the people whose records are held. Your organisation remains responsible for
          the records you created.
        </p>
      </Section>

      <Section title="9. Privacy and law">
        <p>
          How personal data is handled is explained in the privacy notice. These terms are governed
          by the law of England and Wales.
        </p>
      </Section>
    </LegalArticle>
  );
}
