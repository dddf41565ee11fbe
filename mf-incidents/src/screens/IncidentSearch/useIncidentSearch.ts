import { useCallback, useRef, useState } from 'react';
import { toast } from 'shared-ui';
import {
  RESULTS_STEP,
  runIncidentSearch,
  type IncidentReportName,
  type IncidentRow,
  type QueryItem,
} from '../../data/search';
import { errorMessage } from '../../data/errors';

const MAX_LIMIT = 1000;

/** Runs one incident search report and pages through it in steps of 250. */
export function useIncidentSearch(report: IncidentReportName) {
  const [rows, setRows] = useState<IncidentRow[]>([]);
  const [total, setTotal] = useState(0);
  const [searched, setSearched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const lastQuery = useRef<QueryItem[]>([]);
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (query: QueryItem[], limit: number) => {
      const run = ++generation.current;
      setLoading(true);
      try {
        const page = await runIncidentSearch(report, query, 0, limit);
        if (run !== generation.current) return;
        lastQuery.current = query;
        setRows(page.rows);
        setTotal(page.total);
        setSearched(true);
      } catch (error) {
        if (run === generation.current) toast.error(errorMessage(error));
      } finally {
        if (run === generation.current) setLoading(false);
      }
    },
    [report],
  );

  const run = useCallback((query: QueryItem[]) => fetchPage(query, RESULTS_STEP), [fetchPage]);

  /** Same query again, keeping as many rows as were shown (after a delete or a CPOMS push). */
  const reload = useCallback(
    () => fetchPage(lastQuery.current, Math.min(MAX_LIMIT, Math.max(RESULTS_STEP, rows.length))),
    [fetchPage, rows.length],
  );

  const more = useCallback(async () => {
    setLoadingMore(true);
    try {
      const page = await runIncidentSearch(report, lastQuery.current, rows.length, RESULTS_STEP);
      setRows((current) => {
        const seen = new Set(current.map((r) => r.id));
        return [...current, ...page.rows.filter((r) => !seen.has(r.id))];
      });
      setTotal(page.total);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  }, [report, rows.length]);

  const replaceRow = useCallback(
    (row: IncidentRow) => setRows((current) => current.map((r) => (r.id === row.id ? row : r))),
    [],
  );

  return { rows, total, searched, loading, loadingMore, run, reload, more, replaceRow };
}
