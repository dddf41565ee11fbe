import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-api';
import { Card } from 'shared-ui';
import { supportLinks } from '../../config';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin-top: 0;
  }
  a {
    color: ${({ theme }) => theme.colours.deepBlue};
    font-weight: 700;
  }
`;

function ExternalOrInternal({ href, children }: { href: string; children: string }) {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href}>{children}</Link>
  );
}

export function HelpCards() {
  const { userDetails } = useSession();
  const links = supportLinks();
  const greeting = userDetails?.firstName ? `Welcome, ${userDetails.firstName}` : 'Welcome';
  return (
    <Stack>
      <Card title={greeting} aria-label="Welcome">
        <p>Guides, videos and answers to common questions are in the Help Centre.</p>
        <ExternalOrInternal href={links.helpCentre}>Help Centre</ExternalOrInternal>
      </Card>
      <Card title="Need Help" aria-label="Need Help">
        <p>Something not working as expected? Our support team will help.</p>
        <ExternalOrInternal href={links.openTicket}>Open Ticket</ExternalOrInternal>
      </Card>
    </Stack>
  );
}
