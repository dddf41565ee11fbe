-- Smart Plans (modules/smartplans/README.md; measured by bench/smartPlanPrefill.bench.ts).
-- One person's submissions of a type in time order: the wizard's pre-fill reads the person's
-- incidents and logs up to a time, their latest plan, and plan versions by person.
CREATE INDEX IF NOT EXISTS "form_submissions_subject_type_idx" ON "form_submissions"
  ("org_id", "subject_id", "type", "created_at");
--> statement-breakpoint
-- The plans due for review (dashboard) read only the current Published plans' reviewDate answers.
CREATE INDEX IF NOT EXISTS "form_submissions_current_plans_idx" ON "form_submissions"
  ("org_id", "subject_id", "id") WHERE "type" = 'behaviourplan' AND "superseded" = false;
