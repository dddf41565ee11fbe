import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { refreshSession, useSession } from 'shared-api';
import { toast } from 'shared-ui';

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.8125rem;
  select {
    font: inherit;
    font-size: 0.9375rem;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colours.border};
  }
`;

/**
 * Switches the active organisation: the session is re-read for the chosen organisation
 * (fetchSession + store), then the dashboard of that organisation is shown.
 */
export function OrganisationSelector() {
  const { activeOrg, userOrganisations = [] } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const orgId = Number(event.target.value);
    if (!Number.isInteger(orgId) || orgId === activeOrg?.id) return;
    setBusy(true);
    try {
      await refreshSession(orgId);
      navigate('/dashboard');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Label>
      Organisation
      <select value={activeOrg?.id ?? ''} onChange={onChange} disabled={busy} aria-busy={busy}>
        {userOrganisations.map((org) => (
          <option key={org.id} value={org.id}>
            {org.name}
          </option>
        ))}
      </select>
    </Label>
  );
}
