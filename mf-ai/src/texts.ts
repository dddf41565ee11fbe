// The AI screens' texts (spec 2 §1, §2.9, §4, §8; issue 12). Word for word where the spec gives them.

/** Spec 2 §1: informational only, the provider is not liable, consult a professional, do not share. */
export const DISCLAIMER =
  'AI Insights are for information only. The provider of this service is not liable for any ' +
  'decision or action taken on the basis of these suggestions: always consult a qualified ' +
  'professional before acting on them. Do not share this information with parents or any ' +
  'unauthorised parties.';

/** Spec 2 §4: the AI panel while it waits for the first words. */
export const THINKING = 'Thinking...';

/** Spec 2 §8 (shown in red). */
export const AI_ERROR = 'There was an error processing your request. Please try again.';

/** Issue 12: shown when the built-in analyser answered (`provider === 'builtin'`). */
export const BUILTIN_NOTICE =
  "No AI model was used: this answer was worked out from your organisation's records.";

/** Spec 2 §2.9: the service page's sync block. */
export const SYNCING = 'Syncing... this may take a while';
export const SYNC_EXPLAINED =
  'The data to be queried must be uploaded first. Uploaded data persists: sync again to include new records.';

export const IMPROVE_TITLE = 'Improve AI Insights';
export const REPORT_INACCURATE = 'Report inaccurate information';
export const MAKE_SUGGESTION = 'Make a suggestion';

/** Spec 2 §2.9: "Results ({n} found)" over the AI incident tables, paged in steps of 2000 (§9). */
export const aiResultsTitle = (total: number) => `Results (${total} found)`;
export const AI_RESULTS_STEP = 2000;
/** Spec 2 §9: the AI (Alpha) search returns at most 100 incidents. */
export const AI_ALPHA_LIMIT = 100;

/** Spec 2 §2.9: prompts are disabled until a person is chosen; the text asks to choose one. */
export const selectPersonText = (serviceUser: string) =>
  `Please select a ${serviceUser} to continue.`;
export const SELECT_INCIDENT = 'Please select an incident to continue.';

export const ANSWER_COMPLETE = 'The answer is complete.';
export const COPIED = 'Answer copied';
export const COPY_FAILED = 'The answer could not be copied';
export const DRAFT_SAVED = 'Draft saved on this incident';

/** Not in the spec: what an organisation admin sees on AI Insights before the AI terms are accepted. */
export const AI_TERMS_NEEDED =
  'AI Insights is not turned on for your organisation. To use it, an administrator accepts the AI ' +
  'terms in Service Setup.';
