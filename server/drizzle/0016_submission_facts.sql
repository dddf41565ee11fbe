-- Analytics speed (issue 11): one row per submission holding the answers the Analytics reports
-- group by, each already derived exactly as the criteria compiler tests it (reports/criteria/
-- compile.ts), so a report reads one narrow row per matching record instead of parsing several
-- answers per record on every call. The matching set itself still comes from the compiler, so the
-- search and the reports count the same records; the facts only say which bucket each is in.
--
-- Kept by triggers on form_responses (the only place answers live): any statement that writes
-- answers, by any path (the API's versions, the demo seed, an import, a bench), refreshes the rows
-- of the submissions it touched in the same transaction. Versions are immutable and a submission's
-- question keys are unique (formsubmissions/create.ts refuses a key given twice), so each column
-- holds the submission's one answer; min()/bool_or() only make that explicit.
CREATE TABLE "submission_facts" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	-- dateOfIncident's leading YYYY-MM-DD, timeOfIncident's hour (00-23), as compile.ts reads them.
	"day" text,
	"hour" smallint,
	-- Lists and pickers: lower(trim(answer)) as the key, trim(answer) as the label; '' is no answer.
	"location_key" text,
	"location_label" text,
	"completed_by_key" text,
	"completed_by_label" text,
	"positive_negative_key" text,
	"positive_negative_label" text,
	"quick_behaviour_key" text,
	"quick_behaviour_label" text,
	-- physicalInterventionUsed / restrictedPhysicalInterventionUsed answered yes or true.
	"physical" boolean DEFAULT false NOT NULL,
	"restrictive" boolean DEFAULT false NOT NULL,
	-- physicalInterventionDuration in minutes, when answered as a number.
	"duration" numeric,
	-- Every question key answered yes or true (PIL extras, exclusions, damage categories...).
	"yes_keys" text[] DEFAULT '{}' NOT NULL,
	-- Technique entries rated as used, as '<list>:<key>' with list 'physical' or 'deescalation' and
	-- key the name lowercased without white space (compile.ts techniqueUsed), sorted, distinct; and
	-- the label of each (the least name written for it), at the same position (GIN on the keys).
	"technique_keys" text[] DEFAULT '{}' NOT NULL,
	"technique_labels" text[] DEFAULT '{}' NOT NULL,
	-- The user ids named in staffInvolved / studentsInvolved (every run of digits, as text).
	"staff_ids" text[] DEFAULT '{}' NOT NULL,
	"student_ids" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_facts" ADD CONSTRAINT "submission_facts_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "submission_facts" ADD CONSTRAINT "submission_facts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The facts of the given submissions, recomputed from their answers (insert or replace).
CREATE FUNCTION besmart_refresh_submission_facts(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $f$
  INSERT INTO submission_facts AS f (
    submission_id, org_id, day, hour, location_key, location_label, completed_by_key,
    completed_by_label, positive_negative_key, positive_negative_label, quick_behaviour_key,
    quick_behaviour_label, physical, restrictive, duration, yes_keys, technique_keys, technique_labels,
    staff_ids, student_ids)
  SELECT s.id, s.org_id, a.day, a.hour, a.location_key, a.location_label, a.completed_by_key,
    a.completed_by_label, a.positive_negative_key, a.positive_negative_label, a.quick_behaviour_key,
    a.quick_behaviour_label, coalesce(a.physical, false), coalesce(a.restrictive, false), a.duration,
    coalesce(a.yes_keys, '{}'), t.technique_keys, t.technique_labels, coalesce(n.staff_ids, '{}'),
    coalesce(n.student_ids, '{}')
  FROM form_submissions s
  CROSS JOIN LATERAL (
    SELECT
      min(left(r.response, 10)) FILTER (WHERE r.question_key = 'dateOfIncident'
        AND r.response ~ '^\d{4}-\d{2}-\d{2}') AS day,
      min(left(r.response, 2)::smallint) FILTER (WHERE r.question_key = 'timeOfIncident'
        AND r.response ~ '^([01]\d|2[0-3]):\d{2}') AS hour,
      min(lower(trim(r.response))) FILTER (WHERE r.question_key = 'location' AND trim(r.response) <> '') AS location_key,
      min(trim(r.response)) FILTER (WHERE r.question_key = 'location' AND trim(r.response) <> '') AS location_label,
      min(lower(trim(r.response))) FILTER (WHERE r.question_key = 'completedBy' AND trim(r.response) <> '') AS completed_by_key,
      min(trim(r.response)) FILTER (WHERE r.question_key = 'completedBy' AND trim(r.response) <> '') AS completed_by_label,
      min(lower(trim(r.response))) FILTER (WHERE r.question_key = 'positiveNegative' AND trim(r.response) <> '') AS positive_negative_key,
      min(trim(r.response)) FILTER (WHERE r.question_key = 'positiveNegative' AND trim(r.response) <> '') AS positive_negative_label,
      min(lower(trim(r.response))) FILTER (WHERE r.question_key = 'quickBehaviour' AND trim(r.response) <> '') AS quick_behaviour_key,
      min(trim(r.response)) FILTER (WHERE r.question_key = 'quickBehaviour' AND trim(r.response) <> '') AS quick_behaviour_label,
      bool_or(r.question_key = 'physicalInterventionUsed' AND lower(trim(r.response)) IN ('yes', 'true')) AS physical,
      bool_or(r.question_key = 'restrictedPhysicalInterventionUsed' AND lower(trim(r.response)) IN ('yes', 'true')) AS restrictive,
      max(trim(r.response)::numeric) FILTER (WHERE r.question_key = 'physicalInterventionDuration'
        AND r.response ~ '^\s*\d{1,6}(\.\d{1,3})?\s*$') AS duration,
      array_agg(DISTINCT r.question_key) FILTER (WHERE lower(trim(r.response)) IN ('yes', 'true')) AS yes_keys
    FROM form_responses r WHERE r.submission_id = s.id
  ) a
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(g.k ORDER BY g.k), '{}') AS technique_keys,
      coalesce(array_agg(g.l ORDER BY g.k), '{}') AS technique_labels
    FROM (
      SELECT e.list || ':' || lower(regexp_replace(e.name, '\s', '', 'g')) AS k, min(e.name) AS l
      FROM (
        SELECT CASE WHEN r.question_key = 'deescalationTechniques' THEN 'deescalation' ELSE 'physical' END AS list,
          CASE jsonb_typeof(x) WHEN 'string' THEN x #>> '{}'
            WHEN 'object' THEN coalesce(x ->> 'key', x ->> 'technique', x ->> 'name', '') ELSE '' END AS name
        FROM form_responses r
        CROSS JOIN LATERAL jsonb_array_elements(besmart_jsonb_array(r.response)) x
        WHERE r.submission_id = s.id
          AND r.question_key IN ('deescalationTechniques', 'physicalTechniques', 'physicalTechnique')
          AND left(ltrim(r.response), 1) = '['
          AND (jsonb_typeof(x) <> 'object' OR x -> 'value' IS NULL
            OR lower(trim(x ->> 'value')) NOT IN ('n/a', '', 'null'))
      ) e
      WHERE lower(regexp_replace(e.name, '\s', '', 'g')) <> ''
      GROUP BY 1
    ) g
  ) t
  CROSS JOIN LATERAL (
    SELECT array_agg(DISTINCT v.n[1]) FILTER (WHERE r.question_key = 'staffInvolved') AS staff_ids,
      array_agg(DISTINCT v.n[1]) FILTER (WHERE r.question_key = 'studentsInvolved') AS student_ids
    FROM form_responses r
    CROSS JOIN LATERAL regexp_matches(r.response, '\d+', 'g') AS v(n)
    WHERE r.submission_id = s.id AND r.question_key IN ('staffInvolved', 'studentsInvolved')
  ) n
  WHERE s.id = ANY(ids)
  ON CONFLICT (submission_id) DO UPDATE SET
    org_id = excluded.org_id, day = excluded.day, hour = excluded.hour,
    location_key = excluded.location_key, location_label = excluded.location_label,
    completed_by_key = excluded.completed_by_key, completed_by_label = excluded.completed_by_label,
    positive_negative_key = excluded.positive_negative_key,
    positive_negative_label = excluded.positive_negative_label,
    quick_behaviour_key = excluded.quick_behaviour_key,
    quick_behaviour_label = excluded.quick_behaviour_label, physical = excluded.physical,
    restrictive = excluded.restrictive, duration = excluded.duration, yes_keys = excluded.yes_keys,
    technique_keys = excluded.technique_keys, technique_labels = excluded.technique_labels, staff_ids = excluded.staff_ids,
    student_ids = excluded.student_ids
$f$;
--> statement-breakpoint
CREATE FUNCTION besmart_submission_facts_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM besmart_refresh_submission_facts(array(SELECT DISTINCT submission_id FROM new_rows));
  RETURN NULL;
END $f$;
--> statement-breakpoint
CREATE FUNCTION besmart_submission_facts_on_update() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM besmart_refresh_submission_facts(array(
    SELECT submission_id FROM new_rows UNION SELECT submission_id FROM old_rows));
  RETURN NULL;
END $f$;
--> statement-breakpoint
CREATE FUNCTION besmart_submission_facts_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM besmart_refresh_submission_facts(array(SELECT DISTINCT submission_id FROM old_rows));
  RETURN NULL;
END $f$;
--> statement-breakpoint
CREATE TRIGGER form_responses_facts_insert AFTER INSERT ON form_responses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION besmart_submission_facts_on_insert();
--> statement-breakpoint
CREATE TRIGGER form_responses_facts_update AFTER UPDATE ON form_responses
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION besmart_submission_facts_on_update();
--> statement-breakpoint
CREATE TRIGGER form_responses_facts_delete AFTER DELETE ON form_responses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION besmart_submission_facts_on_delete();
--> statement-breakpoint
-- Existing answers (a database migrated with records already in it).
SELECT besmart_refresh_submission_facts(array(SELECT DISTINCT submission_id FROM form_responses));
--> statement-breakpoint
-- Written only through the triggers (as the role that wrote the answers); read by the reports.
GRANT SELECT, INSERT, UPDATE ON submission_facts TO besmart_app, besmart_system;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION besmart_refresh_submission_facts(integer[]) TO besmart_app, besmart_system;
--> statement-breakpoint
ALTER TABLE submission_facts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE submission_facts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY system_access ON submission_facts TO besmart_system USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON submission_facts TO besmart_app
  USING (org_id = nullif(current_setting('app.org_id', true), '')::int)
  WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::int);
