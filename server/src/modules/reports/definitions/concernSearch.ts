import { ConcernSearchResult } from 'shared-api/schemas';
import { concernSearch } from '../analytics/logSearch';
import { defineReport } from '../registry';

/** Log Report: the related logs, id descending, one page (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'concernSearch',
  description: 'Log Report: the related logs, id descending, one page (safeguarding leads only)',
  schema: ConcernSearchResult,
  run: concernSearch,
});
