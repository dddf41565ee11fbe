import { useEffect, useRef } from 'react';
import { Spinner } from 'shared-ui';
import { IncidentSearchBlock } from '../../components/IncidentSearchBlock';
import { InsightsPage } from '../../components/InsightsPage';
import { useAiIncidentSearch } from '../../components/useAiIncidentSearch';
import { usePrompts } from '../../components/usePrompts';
import { AI_ALPHA_LIMIT } from '../../texts';
import { AiSummaryPanel } from './AiSummaryPanel';

/** /incident/ai, AI (Alpha): the criteria builder, at most 100 incidents, the AI Summary panel. */
export function AiAlphaScreen() {
  const search = useAiIncidentSearch(AI_ALPHA_LIMIT);
  const { prompts } = usePrompts('Incident');
  const started = useRef(false);
  useEffect(() => {
    // The latest 100 incidents are listed at once; criteria narrow them.
    if (started.current) return;
    started.current = true;
    void search.run([]);
  }, [search]);
  return (
    <InsightsPage title="AI (Alpha)">
      <IncidentSearchBlock
        onSearch={(query) => void search.run(query)}
        searching={search.loading}
      />
      {search.loading && !search.searched && <Spinner label="Loading results" />}
      {search.searched && (
        <AiSummaryPanel rows={search.rows} total={search.total} prompts={prompts} />
      )}
    </InsightsPage>
  );
}
