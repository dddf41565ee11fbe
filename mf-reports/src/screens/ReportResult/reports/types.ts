import type { QueryItem } from 'shared-api';
import type { Bucket, ReportResult } from '../../../data/analytics';

/** What every result body gets: the report's parts, its criteria and the drill-down. */
export interface ReportBodyProps {
  result: ReportResult;
  query: QueryItem[];
  onDrill: (bucket: Bucket) => void;
}
