import { ClickerSearchResult } from 'shared-api/schemas';
import { clickerSearch } from '../analytics/logSearch';
import { defineReport } from '../registry';

/** Clicker Report: the related clickers, id descending, one page (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'clickerSearch',
  description:
    'Clicker Report: the related clickers, id descending, one page (safeguarding leads only)',
  schema: ClickerSearchResult,
  run: clickerSearch,
});
