import { useEffect, useState } from 'react';
import { fetchPrompts, type AiPrompt, type AiSection } from '../data/ai';

/** The canned prompts of one section; a failed load is only logged (spec 2 §8). */
export function usePrompts(section: AiSection): { prompts: AiPrompt[]; loading: boolean } {
  const [prompts, setPrompts] = useState<AiPrompt[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchPrompts(section)
      .then((list) => live && setPrompts(list))
      .catch((error: unknown) => console.warn('AI prompts could not be loaded', error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [section]);
  return { prompts, loading };
}
