import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTerms } from 'shared-api';
import { PageHeader } from 'shared-ui';
import { Disclaimer } from '../../components/Disclaimer';
import { Stack } from '../../components/InsightsPage';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colours.white};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-top: 4px solid ${({ theme }) => theme.colours.orange};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;
  strong {
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;

/** /ai/insights: the three tiles of spec 2 §2.9, labelled with the organisation's terms. */
export function HomeScreen() {
  const terms = useTerms();
  const tiles = [
    {
      to: '/ai/insights/incident',
      label: 'Incident',
      text: 'Find an incident and ask about it.',
    },
    {
      to: '/ai/insights/serviceuser/',
      label: terms.ServiceUser,
      text: `Choose a ${terms.serviceUser} and ask about their records.`,
    },
    {
      to: '/ai/insights/service/',
      label: terms.Service,
      text: `Ask about the whole ${terms.service}.`,
    },
  ];
  return (
    <>
      <PageHeader title="AI Insights" />
      <Stack>
        <Disclaimer />
        <nav aria-label="AI Insights areas">
          <Tiles>
            {tiles.map((tile) => (
              <li key={tile.to}>
                <Tile to={tile.to}>
                  <strong>{tile.label}</strong>
                  <span>{tile.text}</span>
                </Tile>
              </li>
            ))}
          </Tiles>
        </nav>
      </Stack>
    </>
  );
}
