import { holdBackFrom, Pseudonymiser } from '../../src/modules/ai/pseudonyms';

/** The pseudonym rules on their own (the API tests check what reaches the provider). */
describe('pseudonymisation', () => {
  const make = () => {
    const p = new Pseudonymiser();
    p.person({
      kind: 'child',
      firstName: 'Will',
      lastName: "O'Hara-Smith",
      dob: '2013-11-02',
      learnerNumber: 'REF-0042',
    });
    p.person({ kind: 'child', firstName: 'Mary Ann', lastName: 'Lee' });
    p.person({
      kind: 'staff',
      firstName: 'Dana',
      lastName: 'Scully',
      email: 'd.scully@school.test',
    });
    p.person({ kind: 'contact', firstName: 'Fox', lastName: 'Mulder', phone: '+44 7700 900456' });
    return p;
  };

  it('replaces full names, "Last, First", parts in UPPER CASE and possessives, but not common words', () => {
    const p = make();
    const text =
      "Will O'Hara-Smith told SCULLY that Will's bag was gone; O'Hara-Smith, Will will wait. Mary Ann Lee and Lee will go.";
    expect(p.apply(text)).toBe(
      "Child A told Staff 1 that Child A's bag was gone; Child A will wait. Child B and Child B will go.",
    );
  });

  it('replaces e-mails, phones, learner numbers and the known date of birth (both forms), not other dates', () => {
    const p = make();
    const out = p.apply(
      'Mail d.scully@school.test or x@y.org, call +44 7700 900456 or 020 7946 0018; ref REF-0042, UPN A12345678901Z, ULN 1234567890; born 02/11/2013 (2013-11-02); incident on 2026-03-04.',
    );
    expect(out).toBe(
      'Mail [email 1] or [email 2], call [phone 1] or [phone 2]; ref [learner number 1], UPN [learner number 2], ULN [learner number 3]; born [date of birth 1] ([date of birth 1]); incident on 2026-03-04.',
    );
    expect(p.restore(out)).toContain('Mail d.scully@school.test or x@y.org, call +44 7700 900456');
  });

  it('gives the same pseudonym to the same person and restores the full name', () => {
    const p = make();
    expect(p.person({ kind: 'child', firstName: 'will', lastName: "o'hara-smith" })).toBe(
      'Child A',
    );
    expect(p.restore('Child A and Staff 1 met Contact 1.')).toBe(
      "Will O'Hara-Smith and Dana Scully met Fox Mulder.",
    );
    expect(p.restore('Child Z and Staff 9')).toBe('Child Z and Staff 9');
  });

  it('restores across any chunk edges of a stream', () => {
    const p = make();
    const answer = 'Child A, Child B and Staff 1 ([email 1]) spoke to Contact 1. Staff 1.';
    for (const size of [1, 2, 3, 5, 8]) {
      const r = p.restorer();
      let shown = '';
      for (let i = 0; i < answer.length; i += size) shown += r.push(answer.slice(i, i + size));
      shown += r.flush();
      expect({ size, shown }).toEqual({ size, shown: p.restore(answer) });
      expect(shown).toContain(
        "Will O'Hara-Smith, Mary Ann Lee and Dana Scully (d.scully@school.test)",
      );
    }
  });

  it('holds back only a tail that could still become a pseudonym', () => {
    expect(holdBackFrom('Talk to Chi')).toBe(8);
    expect(holdBackFrom('Talk to Staff 1')).toBe(8);
    expect(holdBackFrom('Send to [ema')).toBe(8);
    expect(holdBackFrom('Talk to them')).toBe(12);
    expect(holdBackFrom('Machine')).toBe(7);
  });
});
