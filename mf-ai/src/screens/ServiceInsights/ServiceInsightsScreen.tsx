import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSession, useTerms } from 'shared-api';
import { formatDateTime } from 'shared-api/dates';
import { Button, Card, toast } from 'shared-ui';
import { AnswerActions } from '../../components/AnswerActions';
import { AnswerPanel } from '../../components/AnswerPanel';
import { InsightsPage, insightsCrumbs } from '../../components/InsightsPage';
import { PromptGrid } from '../../components/PromptGrid';
import { useAiAnswer } from '../../components/useAiAnswer';
import { usePrompts } from '../../components/usePrompts';
import { askStream, fetchLastSync, syncService, type AiSyncSummary } from '../../data/ai';
import { AI_ERROR, SYNC_EXPLAINED, SYNCING } from '../../texts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

export const syncedText = (sync: AiSyncSummary) =>
  `Last synced ${formatDateTime(sync.syncedAt)}: ${sync.incidents} incidents, ${sync.logs} logs, ${sync.clickers} clickers.`;
export const NEVER_SYNCED = 'Not synced yet.';
export const SYNC_FIRST = 'Please sync your data to continue.';

/**
 * /ai/insights/service: the upload block (Sync builds the service digest the Service prompts read;
 * it persists until the next sync) and the Service prompts, disabled until a first sync.
 */
export function ServiceInsightsScreen() {
  const terms = useTerms();
  const orgId = useSession().activeOrg?.id;
  const { prompts } = usePrompts('Service');
  const { state, ask } = useAiAnswer();
  const [sync, setSync] = useState<AiSyncSummary | null | undefined>(undefined);
  const [syncing, setSyncing] = useState(false);
  const busy = state.status === 'thinking' || state.status === 'streaming';

  useEffect(() => {
    let live = true;
    fetchLastSync()
      .then((last) => live && setSync(last))
      .catch((error: unknown) => {
        console.warn('The last AI sync could not be read', error);
        if (live) setSync(null);
      });
    return () => {
      live = false;
    };
  }, [orgId]);

  const runSync = async () => {
    setSyncing(true);
    try {
      setSync(await syncService());
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : AI_ERROR);
    } finally {
      setSyncing(false);
    }
  };

  const synced = Boolean(sync);
  return (
    <InsightsPage title={`${terms.Service} Insights`} breadcrumbs={insightsCrumbs(terms.Service)}>
      <Card title="Upload data" headingLevel={2}>
        <p>{SYNC_EXPLAINED}</p>
        <Row>
          <Button
            type="button"
            disabled={syncing || orgId === undefined}
            onClick={() => void runSync()}
          >
            Sync
          </Button>
          <p role="status">
            {syncing ? SYNCING : sync === undefined ? '' : sync ? syncedText(sync) : NEVER_SYNCED}
          </p>
        </Row>
      </Card>
      <Card title="Prompts" headingLevel={2}>
        <PromptGrid
          prompts={prompts}
          disabled={!synced || syncing || busy || orgId === undefined}
          disabledText={sync === null ? SYNC_FIRST : undefined}
          onAsk={(prompt) => {
            if (orgId === undefined) return;
            void ask(prompt.label, (signal) =>
              askStream({ kind: 'service', id: orgId }, prompt.id, signal),
            );
          }}
        />
      </Card>
      <AnswerPanel state={state} actions={<AnswerActions text={state.text} />} />
    </InsightsPage>
  );
}
