import { useTerms } from 'shared-api';
import { ChartPanel, PanelGrid } from '../../../components/ChartPanel';
import { CountUpTile, TileGrid } from '../../../components/CountUpTile';
import type { ReportBodyProps } from './types';

export const INVOLVEMENT_EMPTY = 'No data available';

/** Involvement Report (spec 3 §2.5): staff and other service users involved. */
export function InvolvementReport({ result }: ReportBodyProps) {
  const terms = useTerms();
  const data = result.involvement;
  return (
    <>
      <TileGrid>
        <CountUpTile
          label="Average Staff per Incident"
          value={data?.averageStaffPerIncident ?? INVOLVEMENT_EMPTY}
        />
      </TileGrid>
      <PanelGrid>
        <ChartPanel
          title="Staff Involvement"
          kind="bar"
          buckets={data?.staff}
          emptyText={INVOLVEMENT_EMPTY}
          bucketHeader="Staff member"
        />
        <ChartPanel
          title={`Other ${terms.ServiceUsers} Involved`}
          kind="bar"
          buckets={data?.otherServiceUsers}
          emptyText={INVOLVEMENT_EMPTY}
          bucketHeader={terms.ServiceUser}
        />
      </PanelGrid>
    </>
  );
}
