import { useCallback, useRef, useState } from 'react';
import type { QueryItem } from 'shared-api';
import { toast } from 'shared-ui';
import { searchIncidents, type IncidentRow } from '../data/incidents';

/**
 * Runs the incident search for the AI screens: `step` incidents at a time (2000 on AI Insights,
 * spec 2 §9), or one list of at most `step` with `paged` false (AI (Alpha), 100).
 */
export function useAiIncidentSearch(step: number) {
  const [rows, setRows] = useState<IncidentRow[]>([]);
  const [total, setTotal] = useState(0);
  const [searched, setSearched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const lastQuery = useRef<QueryItem[]>([]);
  const generation = useRef(0);

  const run = useCallback(
    async (query: QueryItem[]) => {
      const mine = ++generation.current;
      setLoading(true);
      try {
        const page = await searchIncidents(query, 0, step);
        if (mine !== generation.current) return;
        lastQuery.current = query;
        setRows(page.rows);
        setTotal(page.total);
        setSearched(true);
      } catch (error) {
        if (mine === generation.current) toast.error((error as Error).message);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [step],
  );

  const more = useCallback(async () => {
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await searchIncidents(lastQuery.current, rows.length, step);
      if (mine !== generation.current) return;
      setRows((current) => {
        const seen = new Set(current.map((r) => r.id));
        return [...current, ...page.rows.filter((r) => !seen.has(r.id))];
      });
      setTotal(page.total);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setLoadingMore(false);
    }
  }, [rows.length, step]);

  return { rows, total, searched, loading, loadingMore, run, more };
}
