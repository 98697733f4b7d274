import { useMemo } from 'react';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import type { EvaluationTab } from '../components/EvaluationTabs/EvaluationTabs';

/** The URLs of the Evaluation tabs (chatbot-evaluation-dataset and -history) of this app's bundle. */
export function useEvaluationTabs(): Record<EvaluationTab, string> | null {
  const route = useAppRoute();
  return useMemo(() => {
    if (route === null) return null;
    try {
      return {
        dataset: route.url('chatbot-evaluation-dataset'),
        history: route.url('chatbot-evaluation-history'),
      };
    } catch {
      return null;
    }
  }, [route]);
}
