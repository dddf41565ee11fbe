/**
 * Pseudonymisation of everything an AI answer draws on, BEFORE it leaves the server (issue 12).
 *
 * - People named by the records (the child, other children involved, staff, key contacts and
 *   notified contacts) become stable pseudonyms: "Child A", "Child B" … "Child AA", "Staff 1",
 *   "Contact 1". A full name is matched case-insensitively; a first or last name alone (2+ letters)
 *   as written, Capitalised or UPPER CASE (so the word "will" survives a child called Will).
 * - E-mail addresses, phone numbers, learner numbers (UPN: a letter and 12 digits/letters; ULN: 10
 *   digits; and each person's stored reference) and each person's date of birth (ISO, dd/mm/yyyy)
 *   become "[email 1]", "[phone 1]", "[learner number 1]", "[date of birth 1]".
 * - The same value always gets the same pseudonym within one request; `restore` maps the pseudonyms
 *   in an answer back (a person's pseudonym becomes their full name), and `restorer()` does so
 *   across stream chunk edges, holding back a tail that could still grow into a pseudonym.
 */
export type PersonKind = 'child' | 'staff' | 'contact';

export interface PersonInput {
  kind: PersonKind;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  dob?: string | null;
  learnerNumber?: string | null;
}

const EMAIL = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const UPN = /\b[A-Za-z]\d{11}[A-Za-z0-9]\b/g;
const ULN = /\b\d{10}\b/g;
/** UK-style numbers: +44 or 0, then 9-10 more digits, spaces/dashes/brackets allowed between. */
const PHONE = /(?:\+44\s?\(?0?\)?|\(?0)\d(?:[\s-]?\(?\)?\d){8,9}\b/g;
/** A pseudonym in an answer (word-bounded names; bracketed tags). */
const PSEUDONYM =
  /\b(?:Child [A-Z]{1,2}|Staff \d{1,4}|Contact \d{1,4})\b|\[(?:email|phone|learner number|date of birth) \d{1,5}\]/g;

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1).toLowerCase() : s);

function childLetters(n: number): string {
  // 0 -> A … 25 -> Z, 26 -> AA …
  return n < 26
    ? String.fromCharCode(65 + n)
    : String.fromCharCode(65 + Math.floor(n / 26) - 1) + String.fromCharCode(65 + (n % 26));
}

/** A whole-name lookup key: lower case, single spaces, "last,first" without a space. */
function nameKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').replace(/ ?, ?/g, ',').trim();
}

/** Words (letters, with inner apostrophes and hyphens) and the text between them. */
const WORD = /[\p{L}\p{M}](?:[\p{L}\p{M}'’-]*[\p{L}\p{M}])?/gu;
/** Reference-like tokens (learner numbers as stored). */
const TOKEN = /[A-Za-z0-9](?:[A-Za-z0-9/_-]*[A-Za-z0-9])?/g;
const DATE = /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})\b/g;
const MAX_NAME_WORDS = 6;

function isoOf(date: string): string {
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  return uk ? `${uk[3]}-${uk[2]!.padStart(2, '0')}-${uk[1]!.padStart(2, '0')}` : date;
}

export class Pseudonymiser {
  private readonly counters = {
    child: 0,
    staff: 0,
    contact: 0,
    email: 0,
    phone: 0,
    learner: 0,
    dob: 0,
  };
  /** pseudonym -> the real value shown back. */
  private readonly back = new Map<string, string>();
  /** kind:normalised real value -> tag (stable). */
  private readonly tags = new Map<string, string>();
  private readonly people = new Map<string, string>();
  /** Whole names ("first last", "last,first"), case-insensitive. */
  private readonly fullNames = new Map<string, string>();
  /** Single name parts as written, Capitalised and UPPER CASE. */
  private readonly parts = new Map<string, string>();
  /** Learner numbers / references, upper case. */
  private readonly references = new Map<string, string>();
  /** Dates of birth, ISO. */
  private readonly births = new Map<string, string>();
  private longestName = 1;

  /** Registers a person; returns their pseudonym (the same one for the same name). */
  person(p: PersonInput): string {
    const first = (p.firstName ?? '').replace(/\s+/g, ' ').trim();
    const last = (p.lastName ?? '').replace(/\s+/g, ' ').trim();
    const full = `${first} ${last}`.trim();
    const key = `${p.kind}:${full.toLowerCase()}`;
    let pseudonym = full ? this.people.get(key) : undefined;
    if (!pseudonym) {
      pseudonym =
        p.kind === 'child'
          ? `Child ${childLetters(this.counters.child++)}`
          : p.kind === 'staff'
            ? `Staff ${++this.counters.staff}`
            : `Contact ${++this.counters.contact}`;
      if (full) this.people.set(key, pseudonym);
      this.back.set(pseudonym, full || pseudonym);
      if (first && last) {
        this.setFirst(this.fullNames, nameKey(`${first} ${last}`), pseudonym);
        this.setFirst(this.fullNames, nameKey(`${last},${first}`), pseudonym);
        const words = full.split(' ').length;
        if (words > this.longestName) this.longestName = Math.min(words, MAX_NAME_WORDS);
      }
      for (const part of new Set([
        first,
        last,
        ...first.split(/[\s-]+/),
        ...last.split(/[\s-]+/),
      ])) {
        if (part.length < 2) continue;
        if (part.includes(' ')) {
          this.setFirst(this.fullNames, nameKey(part), pseudonym);
          continue;
        }
        for (const form of [part, capitalise(part), part.toUpperCase()])
          this.setFirst(this.parts, form, pseudonym);
      }
    }
    if (p.email) this.tag('email', p.email.trim().toLowerCase(), p.email.trim());
    if (p.phone && p.phone.replace(/\D/g, '').length >= 6) {
      this.tag('phone', p.phone.replace(/\D/g, ''), p.phone.trim());
    }
    if (p.learnerNumber && p.learnerNumber.trim().length >= 3) {
      const ln = p.learnerNumber.trim();
      this.setFirst(this.references, ln.toUpperCase(), this.tag('learner', ln.toUpperCase(), ln));
    }
    if (p.dob) {
      const iso = p.dob.slice(0, 10);
      this.setFirst(this.births, iso, this.tag('dob', iso, iso));
    }
    return pseudonym;
  }

  private setFirst(map: Map<string, string>, key: string, value: string) {
    if (key && !map.has(key)) map.set(key, value);
  }

  private tag(kind: 'email' | 'phone' | 'learner' | 'dob', key: string, shown: string): string {
    const k = `${kind}:${key}`;
    let t = this.tags.get(k);
    if (!t) {
      const label = {
        email: 'email',
        phone: 'phone',
        learner: 'learner number',
        dob: 'date of birth',
      }[kind];
      t = `[${label} ${++this.counters[kind]}]`;
      this.tags.set(k, t);
      this.back.set(t, shown);
    }
    return t;
  }

  /** People's names: the longest run of words that is a known whole name, else a known part. */
  private replaceNames(text: string): string {
    const words = [...text.matchAll(WORD)];
    if (!words.length) return text;
    let out = '';
    let at = 0;
    for (let i = 0; i < words.length;) {
      let matched: { n: number; pseudonym: string; end: number } | null = null;
      for (let n = Math.min(this.longestName, words.length - i); n >= 2 && !matched; n--) {
        const first = words[i]!;
        const lastWord = words[i + n - 1]!;
        const span = text.slice(first.index, lastWord.index + lastWord[0].length);
        // Only words separated by spaces (or one comma for "Last, First").
        const gaps = span.replace(WORD, '');
        if (!/^[\s,]*$/.test(gaps) || (gaps.match(/,/g)?.length ?? 0) > 1) continue;
        const found = this.fullNames.get(nameKey(span));
        if (found) matched = { n, pseudonym: found, end: lastWord.index + lastWord[0].length };
      }
      if (!matched) {
        const w = words[i]!;
        let word = w[0];
        let found = this.parts.get(word);
        if (!found) {
          // A possessive: "Jessamy's" -> "Child A's".
          const base = /^(.+?)['’]s?$/.exec(word)?.[1];
          if (base && this.parts.get(base)) {
            found = this.parts.get(base);
            word = base;
          }
        }
        if (found) matched = { n: 1, pseudonym: found, end: w.index + word.length };
      }
      if (matched) {
        out += text.slice(at, words[i]!.index) + matched.pseudonym;
        at = matched.end;
        i += matched.n;
      } else {
        i += 1;
      }
    }
    return out + text.slice(at);
  }

  /** Text with every known person and every e-mail, phone, learner number and DOB replaced. */
  apply(text: string): string {
    if (!text) return text;
    let out = text.replace(EMAIL, (m) => this.tag('email', m.toLowerCase(), m));
    if (this.births.size) out = out.replace(DATE, (m) => this.births.get(isoOf(m)) ?? m);
    if (this.fullNames.size || this.parts.size) out = this.replaceNames(out);
    if (this.references.size)
      out = out.replace(TOKEN, (m) => this.references.get(m.toUpperCase()) ?? m);
    out = out.replace(UPN, (m) => this.tag('learner', m.toUpperCase(), m));
    out = out.replace(PHONE, (m) => this.tag('phone', m.replace(/\D/g, ''), m));
    out = out.replace(ULN, (m) => this.tag('learner', m, m));
    return out;
  }

  /** An answer with the pseudonyms it uses replaced by the real values. */
  restore(text: string): string {
    return text.replace(PSEUDONYM, (m) => this.back.get(m) ?? m);
  }

  /** Restores a stream: push chunks, get the text that is safe to show; flush at the end. */
  restorer(): { push(chunk: string): string; flush(): string } {
    let pending = '';
    return {
      push: (chunk: string) => {
        pending += chunk;
        const cut = holdBackFrom(pending);
        const ready = pending.slice(0, cut);
        pending = pending.slice(cut);
        return this.restore(ready);
      },
      flush: () => {
        const rest = this.restore(pending);
        pending = '';
        return rest;
      },
    };
  }

  /** Every pseudonym handed out with the real value it stands for (tests and the README). */
  entries(): [string, string][] {
    return [...this.back];
  }
}

const HEADS = ['Child ', 'Staff ', 'Contact '];
const TAGS = ['[email ', '[phone ', '[learner number ', '[date of birth '];

/** Could `s` (the tail of the text so far) still be, or grow into, a pseudonym? */
function couldGrow(s: string): boolean {
  for (const head of HEADS) {
    if (head.startsWith(s)) return true;
    if (s.startsWith(head)) {
      const rest = s.slice(head.length);
      if (head === 'Child ' ? /^[A-Z]{0,2}$/.test(rest) : /^\d{0,4}$/.test(rest)) return true;
    }
  }
  for (const tag of TAGS) {
    if (tag.startsWith(s)) return true;
    if (s.startsWith(tag) && /^\d{0,5}$/.test(s.slice(tag.length))) return true;
  }
  return false;
}

/** Where the part of `text` that could still grow into a pseudonym starts (text.length if none). */
export function holdBackFrom(text: string): number {
  const from = Math.max(0, text.length - 24);
  for (let i = from; i < text.length; i++) {
    const before = i === 0 ? '' : text[i - 1]!;
    if (text[i] !== '[' && /[\p{L}\p{N}]/u.test(before)) continue;
    if (couldGrow(text.slice(i))) return i;
  }
  return text.length;
}
