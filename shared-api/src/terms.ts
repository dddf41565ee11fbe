import { useMemo } from 'react';
import { useSession } from './session';
import type { Terms } from './types';

export const DEFAULT_TERMS: Terms = {
  serviceUser: 'service user',
  serviceUserPlural: 'service users',
  service: 'service',
  servicePlural: 'services',
};

export interface TermsWithCapitals extends Terms {
  /** 'Service User' */
  ServiceUser: string;
  /** 'Service Users' */
  ServiceUsers: string;
  /** 'Service' */
  Service: string;
  /** 'Services' */
  Services: string;
}

/** 'service user' -> 'Service User' (screens capitalise every word of a term). */
export function capitalise(text: string): string {
  return text.replace(
    /(^|\s)(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** Blank organisation settings fall back to the defaults, term by term. */
export function resolveTerms(terms?: Partial<Terms> | null): TermsWithCapitals {
  const pick = (key: keyof Terms) => terms?.[key]?.trim() || DEFAULT_TERMS[key];
  const base: Terms = {
    serviceUser: pick('serviceUser'),
    serviceUserPlural: pick('serviceUserPlural'),
    service: pick('service'),
    servicePlural: pick('servicePlural'),
  };
  return {
    ...base,
    ServiceUser: capitalise(base.serviceUser),
    ServiceUsers: capitalise(base.serviceUserPlural),
    Service: capitalise(base.service),
    Services: capitalise(base.servicePlural),
  };
}

/**
 * Replaces {serviceUser} {serviceUserPlural} {service} {servicePlural} and the capitalised forms
 * {ServiceUser} {ServiceUserPlural}/{ServiceUsers} {Service} {ServicePlural}/{Services}.
 */
export function withTerms(text: string, terms?: Partial<Terms> | null): string {
  const t = resolveTerms(terms);
  const values: Record<string, string> = {
    serviceUser: t.serviceUser,
    serviceUserPlural: t.serviceUserPlural,
    service: t.service,
    servicePlural: t.servicePlural,
    ServiceUser: t.ServiceUser,
    ServiceUserPlural: t.ServiceUsers,
    ServiceUsers: t.ServiceUsers,
    Service: t.Service,
    ServicePlural: t.Services,
    Services: t.Services,
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function useTerms(): TermsWithCapitals {
  const { terms } = useSession();
  return useMemo(() => resolveTerms(terms), [terms]);
}
