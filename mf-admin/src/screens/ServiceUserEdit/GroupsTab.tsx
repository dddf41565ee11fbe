import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, REQUIRED_MESSAGE, Spinner, toast } from 'shared-ui';
import { InlineControls, PickerSelect } from '../../components/InlineControls';
import { useAdminAccess } from '../../access/useAdminAccess';
import { Withheld } from '../../components/Withheld';
import { errorText } from '../../data/errors';
import {
  addMember,
  createGroup,
  removeMember,
  useActiveOrgId,
  useGroups,
  useMemberships,
} from '../../data/groups';

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.colours.danger};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

export const NO_GROUPS_TEXT = 'Not a member of a group';
export const GROUP_NAME_REQUIRED = REQUIRED_MESSAGE;

/** Spec 3 §2.9 Groups: memberships, add to an existing group, create a group, remove. */
export function GroupsTab({ userId }: { userId: number }) {
  const orgId = useActiveOrgId();
  const groups = useGroups();
  const memberships = useMemberships(userId);
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const access = useAdminAccess();
  const mayChange = access.can('manageGroups');

  const memberOf = new Set(memberships.rows.map((m) => m.usergroup));
  const groupName = (id: number) => groups.rows.find((g) => g.id === id)?.name;
  const available = groups.rows.filter((g) => !memberOf.has(g.id));

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const addExisting = () =>
    run(async () => {
      await addMember(Number(chosen), userId);
      toast.success('Group added');
      setChosen('');
      await memberships.reload();
    });

  const create = () => {
    if (name.trim() === '') {
      setNameError(GROUP_NAME_REQUIRED);
      return;
    }
    setNameError(undefined);
    return run(async () => {
      if (orgId === undefined) throw new Error('No active organisation');
      const group = await createGroup(name, orgId);
      await addMember(group.id, userId);
      toast.success('Group added');
      setName('');
      await Promise.all([groups.reload(), memberships.reload()]);
    });
  };

  const remove = (membershipId: number) =>
    run(async () => {
      await removeMember(membershipId);
      toast.success('Removed from group');
      await memberships.reload();
    });

  return (
    <Card title="Groups">
      {memberships.loading ? (
        <Spinner />
      ) : memberships.rows.length === 0 ? (
        <p>{NO_GROUPS_TEXT}</p>
      ) : (
        <ul aria-label="Groups" style={{ listStyle: 'none', padding: 0 }}>
          {memberships.rows.map((m) => {
            const label = m.name ?? groupName(m.usergroup) ?? `Group ${m.usergroup}`;
            return (
              <Row key={m.id}>
                <span>{label}</span>
                {mayChange && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Remove from ${label}`}
                    onClick={() => void remove(m.id)}
                  >
                    Remove
                  </Button>
                )}
              </Row>
            );
          })}
        </ul>
      )}
      {!mayChange ? (
        <Withheld reason={access.reason('manageGroups')} />
      ) : (
        <>
          <InlineControls>
            <PickerSelect
              id="existing-group"
              label="Add to an existing group"
              value={chosen}
              onChange={setChosen}
              options={available.map((g) => ({ value: g.id, label: g.name }))}
            />
            <Button disabled={busy || chosen === ''} onClick={() => void addExisting()}>
              Add to Group
            </Button>
          </InlineControls>
          <InlineControls>
            <label htmlFor="new-group-name">
              New group name
              <input
                id="new-group-name"
                value={name}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? 'new-group-name-error' : undefined}
                onChange={(event) => setName(event.target.value)}
              />
            </label>
            <Button disabled={busy} onClick={() => void create()}>
              Create Group
            </Button>
          </InlineControls>
          {nameError && (
            <FieldError id="new-group-name-error" role="alert">
              {nameError}
            </FieldError>
          )}
        </>
      )}
    </Card>
  );
}
