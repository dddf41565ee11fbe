import { act, renderHook } from '@testing-library/react';
import { sessionStore } from './session';
import { capitalise, DEFAULT_TERMS, useTerms, withTerms } from './terms';

afterEach(() => sessionStore.clear());

const careTerms = {
  serviceUser: 'young person',
  serviceUserPlural: 'young people',
  service: 'home',
  servicePlural: 'homes',
};

describe('withTerms', () => {
  it('substitutes the default terms', () => {
    expect(withTerms('{ServiceUser} created. Please add Groups and Key Contacts.', undefined)).toBe(
      'Service User created. Please add Groups and Key Contacts.',
    );
    expect(withTerms('Add {serviceUser} to {service}', DEFAULT_TERMS)).toBe(
      'Add service user to service',
    );
  });

  it("substitutes an organisation's own terms, plain and capitalised", () => {
    expect(
      withTerms(
        '{ServiceUsers}: {serviceUserPlural} of this {service} ({Services}/{servicePlural})',
        careTerms,
      ),
    ).toBe('Young People: young people of this home (Homes/homes)');
  });

  it('falls back per term when one is blank and leaves unknown placeholders alone', () => {
    expect(withTerms('{serviceUser} {service} {other}', { ...careTerms, serviceUser: '  ' })).toBe(
      'service user home {other}',
    );
  });

  it('capitalises every word', () => {
    expect(capitalise('service user')).toBe('Service User');
  });
});

describe('useTerms', () => {
  it('reads the session terms and follows changes', () => {
    const { result } = renderHook(() => useTerms());
    expect(result.current.ServiceUser).toBe('Service User');
    expect(result.current.serviceUserPlural).toBe('service users');
    act(() => sessionStore.set({ terms: careTerms }));
    expect(result.current.ServiceUser).toBe('Young Person');
    expect(result.current.Services).toBe('Homes');
  });
});
