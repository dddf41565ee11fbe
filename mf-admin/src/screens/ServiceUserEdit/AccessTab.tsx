import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Spinner, toast } from 'shared-ui';
import { PersonPicker } from 'shared-ui/pickers';
import { errorText } from '../../data/errors';
import {
  grantAccess,
  revokeAccess,
  useAccessCandidates,
  useAccessGrants,
  useOrganisationId,
  type StaffRow,
} from '../../data/directAccess';
import { fullName } from '../../data/people';

export const NO_GRANTS_TEXT = 'No granted staff yet';

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`;

const label = (staff: StaffRow) =>
  staff.email ? `${fullName(staff)} (${staff.email})` : fullName(staff);

/** Spec 3 §2.9 Access: grant a staff member direct access to this person, or revoke it. */
export function AccessTab({ userId }: { userId: number }) {
  const orgId = useOrganisationId();
  const candidates = useAccessCandidates(userId);
  const grants = useAccessGrants(userId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const granted = new Set(grants.rows.map((g) => g.id));
  const available = candidates.rows.filter((c) => !granted.has(c.id));

  const change = async (work: (org: number) => Promise<void>, done: string) => {
    if (orgId === undefined) return;
    setBusy(true);
    try {
      await work(orgId);
      toast.success(done);
      await Promise.all([candidates.reload(), grants.reload()]);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const grant = () => {
    const staffIds = chosen.map(Number).filter((id) => id > 0);
    if (staffIds.length === 0) return;
    setChosen([]);
    void change((org) => grantAccess(userId, staffIds, org), 'Access granted');
  };

  if (candidates.loading || grants.loading) return <Spinner />;
  return (
    <Card title="Access">
      {(candidates.error ?? grants.error) && (
        <p role="alert">{(candidates.error ?? grants.error)?.message}</p>
      )}
      <PersonPicker
        id="access-staff"
        label="Staff members"
        hint="Type a name to find staff; you can choose several."
        value={chosen}
        onChange={setChosen}
        options={available.map((staff) => ({
          value: String(staff.id),
          label: fullName(staff),
          description: staff.email ?? undefined,
        }))}
      />
      <Button disabled={busy || chosen.length === 0} onClick={grant}>
        Grant Access
      </Button>
      <h3>Staff with access</h3>
      {grants.rows.length === 0 ? (
        <p>{NO_GRANTS_TEXT}</p>
      ) : (
        <ul aria-label="Staff with access" style={{ listStyle: 'none', padding: 0 }}>
          {grants.rows.map((staff) => (
            <Row key={staff.id}>
              <span>{label(staff)}</span>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={`Revoke access of ${fullName(staff)}`}
                onClick={() =>
                  void change((org) => revokeAccess(userId, staff.id, org), 'Access revoked')
                }
              >
                Revoke
              </Button>
            </Row>
          ))}
        </ul>
      )}
    </Card>
  );
}
