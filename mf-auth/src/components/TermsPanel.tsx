import { useId, useState } from 'react';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { PrivacyNotice } from '../screens/Privacy/PrivacyNotice';
import { TermsOfUse } from '../screens/Terms/TermsOfUse';

const Scroll = styled.div`
  max-height: 22rem;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.background};
  font-size: 0.9375rem;
`;

/**
 * The terms of use and the privacy notice inside the page. /tandc and /privacy need a session
 * (spec 3 §2.1), but people accepting an invitation or signing up have none yet: they read the
 * same texts here before ticking the box.
 */
export function TermsPanel() {
  const [open, setOpen] = useState(false);
  const id = `terms-${useId().replace(/:/g, '')}`;
  return (
    <div>
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide the terms and conditions' : 'Read the terms and conditions'}
      </Button>
      <Scroll
        id={id}
        hidden={!open}
        role="region"
        aria-label="Terms and conditions and privacy notice"
        tabIndex={0}
      >
        {open && (
          <>
            <TermsOfUse headingLevel={2} />
            <PrivacyNotice headingLevel={2} />
          </>
        )}
      </Scroll>
    </div>
  );
}
