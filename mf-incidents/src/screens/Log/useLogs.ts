import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchLogs,
  fetchResponses,
  type ResponseRow,
  type SubmissionRow,
} from '../../data/submissions';

/** The person's logs (newest first, up to 300) and their answers, grouped by log. */
export function useLogs(subject: number | null) {
  const [logs, setLogs] = useState<SubmissionRow[]>([]);
  const [responses, setResponses] = useState<Map<number, ResponseRow[]>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(async () => {
    if (subject === null) {
      setLogs([]);
      setResponses(new Map());
      setLoaded(true);
      return;
    }
    try {
      const rows = await fetchLogs(subject);
      const answers = await fetchResponses(rows.map((r) => r.id));
      if (!mounted.current) return;
      const grouped = new Map<number, ResponseRow[]>();
      for (const answer of answers) {
        const list = grouped.get(answer.submission) ?? [];
        list.push(answer);
        grouped.set(answer.submission, list);
      }
      setLogs(rows);
      setResponses(grouped);
    } catch (error) {
      if (!mounted.current) return;
      // List load errors leave the list empty (spec 2 §8).
      console.error('Could not load the logs', error);
      setLogs([]);
      setResponses(new Map());
    } finally {
      if (mounted.current) setLoaded(true);
    }
  }, [subject]);

  useEffect(() => {
    setLoaded(false);
    void load();
  }, [load]);

  return { logs, responses, loaded, reload: load };
}
