-- Incident search (README "Incident search"; measured by bench/incidentSearch.bench.ts).
-- Current versions of one organisation's submissions of a type and status, in the order the search
-- screens list them: a page is read from the index instead of sorting every match.
CREATE INDEX IF NOT EXISTS "form_submissions_search_idx" ON "form_submissions"
  ("org_id", "type", "status", "reference" DESC NULLS LAST, "id" DESC) WHERE "superseded" = false;
--> statement-breakpoint
-- Criteria on an answer ("location is Playground") read only that question's answers of the
-- organisation (a hash semi-join) instead of every answer.
CREATE INDEX IF NOT EXISTS "form_responses_org_key_idx" ON "form_responses"
  ("org_id", "question_key", "submission_id");
