import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { hasPlusOrCare, useSession, useTerms } from 'shared-api';
import { Card, PageHeader, toast } from 'shared-ui';
import { selectedQuickBehaviours, useOrganisationSetting } from '../../data/settings';
import { fetchLatestPlan } from '../../data/submissions';
import { ClickerButtons } from '../../components/record/ClickerButtons';
import { RecordTile, RecordTileButton, TileGrid } from '../../components/record/RecordTile';
import { ServiceUserPicker } from '../../components/ServiceUserPicker';
import { mayCreatePlan, mayRecord, REASONS } from '../../permissions';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colours.muted};
`;

/** /record: choose a person, record clickers, open the forms (spec 3 §2.6). */
export function RecordScreen() {
  const session = useSession();
  const terms = useTerms();
  const navigate = useNavigate();
  const plusOrCare = hasPlusOrCare(session);
  const canRecord = mayRecord(session);
  const canPlan = mayCreatePlan(session);
  const [personId, setPersonId] = useState<number | null>(null);
  const { value: quickValue } = useOrganisationSetting('quickBehaviours');
  const behaviours = selectedQuickBehaviours(quickValue);
  const id = personId === null ? 'new' : String(personId);

  const downloadPlan = async () => {
    if (personId === null) return;
    try {
      const plan = await fetchLatestPlan(personId);
      if (!plan) {
        toast.warning(`There is no Smart Plan for this ${terms.serviceUser} yet`);
        return;
      }
      navigate(`/pdfviewer?url=${encodeURIComponent(plan.pdfUrl)}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Unknown Error: Please try again');
    }
  };

  return (
    <>
      <PageHeader title="Record & Plan" />
      <Stack>
        <Card>
          <ServiceUserPicker value={personId} onChange={setPersonId} />
        </Card>
        {behaviours.length > 0 && (
          <Card title="Behaviour Clicker" headingLevel={2}>
            {!canRecord ? (
              <Hint>{REASONS.record}</Hint>
            ) : (
              <>
                {personId === null && (
                  <Hint>Choose a {terms.serviceUser} above to record a clicker.</Hint>
                )}
                <ClickerButtons behaviours={behaviours} subject={personId} />
              </>
            )}
          </Card>
        )}
        <Card title="Record" headingLevel={2}>
          {!canRecord ? (
            <Hint>{REASONS.record}</Hint>
          ) : (
            <TileGrid>
              {plusOrCare ? (
                <>
                  <RecordTile
                    title="Physical Intervention Report"
                    detail="High-level incident"
                    to={`/incident/high-level/${id}/edit`}
                  />
                  <RecordTile
                    title="Incident Report"
                    detail="Low-level incident"
                    to={`/incident/${id}/edit`}
                  />
                </>
              ) : (
                <RecordTile title="Incident" to={`/incident/${id}/edit`} />
              )}
              <RecordTile title="Behaviour Log" to={`/log/${id}/edit`} />
            </TileGrid>
          )}
        </Card>
        {plusOrCare && (
          <Card title="Plan" headingLevel={2}>
            <TileGrid>
              {canPlan ? (
                <RecordTile title="Smart Plan Builder" to={`/behaviour/${id}/edit`} />
              ) : (
                <RecordTileButton
                  title="Smart Plan Builder"
                  detail={REASONS.plan}
                  disabled
                  onClick={() => undefined}
                />
              )}
              <RecordTileButton
                title="Download Smart Plan"
                detail={personId === null ? `Choose a ${terms.serviceUser} first` : undefined}
                disabled={personId === null}
                onClick={() => void downloadPlan()}
              />
            </TileGrid>
          </Card>
        )}
      </Stack>
    </>
  );
}
