// Deploy-time settings of the AI screens, read from <meta> tags of the portal's index.html (as the
// shell's help links are: shell/src/config.ts), so a deployment changes them without a rebuild.

export const DEFAULT_REPORT_INACCURATE_URL = 'https://support.besmart.example/ai/report-inaccurate';
export const DEFAULT_SUGGESTION_URL = 'https://support.besmart.example/ai/suggestion';

function meta(name: string): string | undefined {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return value || undefined;
}

export interface AiFeedbackLinks {
  reportInaccurate: string;
  makeSuggestion: string;
}

/** "Improve AI Insights" links: `besmart:ai-report-url` and `besmart:ai-suggestion-url`. */
export function aiFeedbackLinks(): AiFeedbackLinks {
  return {
    reportInaccurate: meta('besmart:ai-report-url') ?? DEFAULT_REPORT_INACCURATE_URL,
    makeSuggestion: meta('besmart:ai-suggestion-url') ?? DEFAULT_SUGGESTION_URL,
  };
}
