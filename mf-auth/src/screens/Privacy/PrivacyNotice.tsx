import { LegalArticle, Section, type LegalDocumentProps } from '../../components/LegalDocument';

export const PRIVACY_UPDATED = '1 May 2026';

export function PrivacyNotice({ headingLevel = 1 }: LegalDocumentProps) {
  return (
    <LegalArticle title="Privacy notice" updated={PRIVACY_UPDATED} headingLevel={headingLevel}>
      <p>
        BeSmart is used by schools, academy trusts, children&apos;s homes and care services to keep
        safeguarding and behaviour records about the children, young people and adults they support.
        This notice explains what personal data the portal holds, who is responsible for it, how
        long it is kept and the rights people have under the UK General Data Protection Regulation
        (UK GDPR) and the Data Protection Act 2018.
      </p>

      <Section title="Who is responsible for your data">
        <p>
          The organisation that gives you access to BeSmart (your school, trust, home or care
          service) is the <strong>data controller</strong>. It decides what is recorded, why, who
          may see it and how long it is kept, and its own privacy notice sets out its lawful bases.
        </p>
        <p>
          BeSmart provides the portal and acts as a <strong>data processor</strong>: we process
          personal data only on the organisation&apos;s documented instructions, under a written
          agreement that meets Article 28 of the UK GDPR. We do not use the records for our own
          purposes, we never sell them and we never use them for marketing.
        </p>
        <p>
          Questions about a record, or requests to see or correct it, go to your organisation
          (normally its data protection officer or designated safeguarding lead). If a request
          reaches us, we pass it to the organisation without delay.
        </p>
      </Section>

      <Section title="What we store">
        <ul>
          <li>
            <strong>Staff accounts:</strong> name, work e-mail address, job title, role and
            permissions, the organisations you belong to, your password (stored only as an
            irreversible argon2id hash), sign-in sessions, a record of the browsers you have
            verified and the network address used, for security and rate limiting.
          </li>
          <li>
            <strong>Service users</strong> (children, young people and adults supported): name,
            learner or reference number, date of birth, gender, ethnicity, year group, groups and
            the key contacts (for example parents and carers) the organisation records.
          </li>
          <li>
            <strong>Safeguarding and behaviour records:</strong> incident reports, physical
            intervention reports and injuries, behaviour logs, clickers, Smart Plans (behaviour and
            risk assessment plans), attached documents and who was involved. These often contain
            special category data (health, ethnicity, sex life or sexual orientation, religion) and
            sometimes information about offences, which is handled with extra care.
          </li>
          <li>
            <strong>An audit trail</strong> of who created, viewed, changed or archived each record
            and when, so the organisation can account for every change.
          </li>
        </ul>
      </Section>

      <Section title="Why it is used and on what basis">
        <p>
          The organisation uses the portal to meet its safeguarding duties (for schools, for
          example, section 175 of the Education Act 2002 and Keeping Children Safe in Education; for
          care services, the regulations and standards that apply to them), to plan support for the
          people in its care and to learn from incidents. The lawful basis is usually a public task
          or a legal obligation; special category data is usually processed for the substantial
          public interest of safeguarding children and individuals at risk (Data Protection Act
          2018, Schedule 1) or for the provision of health or social care. The organisation&apos;s
          own privacy notice is the authority on its lawful bases.
        </p>
      </Section>

      <Section title="Cookies and storage in your browser">
        <ul>
          <li>
            Your sign-in (an access token and your organisation settings) is kept in your
            browser&apos;s local storage until you sign out or the session expires.
          </li>
          <li>
            A strictly necessary cookie (<code>besmart_device</code>, kept for 180 days) remembers
            that this browser has been verified with an e-mailed code, so you are not asked for a
            new code every time.
          </li>
          <li>We use no advertising or tracking cookies.</li>
        </ul>
      </Section>

      <Section title="Who can see the records">
        <ul>
          <li>
            Staff of your organisation, limited by the role and permissions the organisation gives
            them; designated safeguarding leads see more than other staff.
          </li>
          <li>
            Other organisations only where your organisation chooses to share, for example by
            sending reports to key contacts or by switching on the push of incidents to CPOMS.
          </li>
          <li>
            Where the organisation switches on AI features, names are replaced with pseudonyms
            before anything leaves the portal, and suggestions are always reviewed by a member of
            staff. No decision about a person is made by automated means alone.
          </li>
          <li>
            Our sub-processors for hosting and e-mail delivery, bound by the same obligations. Any
            transfer outside the UK is made only with UK GDPR safeguards (UK adequacy regulations or
            the International Data Transfer Agreement).
          </li>
        </ul>
      </Section>

      <Section title="How long it is kept">
        <p>
          Records are kept for as long as the organisation&apos;s retention schedule requires. For
          child protection records that is often a long period (for example until the child&apos;s
          25th birthday or longer where the law or an inquiry requires). Deleting an item in the
          portal archives it rather than erasing it, so that the safeguarding history stays complete
          and auditable; the organisation can ask for permanent deletion when its retention period
          ends.
        </p>
        <p>
          Sign-in sessions end after 8 hours without use and after 7 days at most. Verification
          codes expire after 10 minutes and password reset links after one hour. When the
          organisation stops using BeSmart, its data is returned to it and then deleted from the
          portal as the processing agreement specifies.
        </p>
      </Section>

      <Section title="How it is protected">
        <p>
          Connections are encrypted, passwords are hashed with argon2id, new browsers must be
          verified with an e-mailed code, every organisation&apos;s records are kept apart by the
          database itself as well as by the application, and every change is written to the audit
          trail.
        </p>
      </Section>

      <Section title="Your rights">
        <p>Under the UK GDPR you have the right to:</p>
        <ul>
          <li>be told how your data is used (this notice and your organisation&apos;s);</li>
          <li>see a copy of the data held about you (a subject access request);</li>
          <li>have inaccurate data corrected;</li>
          <li>
            ask for data to be erased or its use restricted, and to object to its use; these rights
            can be limited where the organisation must keep safeguarding records;
          </li>
          <li>not be subject to decisions made solely by automated means.</li>
        </ul>
        <p>
          Make a request to your organisation. If you are unhappy with the answer you can complain
          to the Information Commissioner&apos;s Office (ico.org.uk, 0303 123 1113).
        </p>
      </Section>

      <Section title="Changes to this notice">
        <p>
          We will update this notice when the portal changes how it handles personal data. The date
          at the top shows the latest version.
        </p>
      </Section>
    </LegalArticle>
  );
}
