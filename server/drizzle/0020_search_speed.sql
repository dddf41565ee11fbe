-- Search speed (issue 15): the facts row also carries its submission's reference and creation time
-- (the search's order) and what the visibility rule reads (author, chain root, ever published), so
-- a search whose criteria are all answers the facts hold pages and counts from one scan of the
-- facts instead of joining every match to form_submissions (the join was about a quarter of such a
-- search at 100k incidents). Kept by the same triggers as the scope (0018): the refresh writes
-- them, and a change of any of them (first publish hands out the reference) is copied.
-- Also the GIN index on technique_keys that the schema (src/db/schema/submissionFacts.ts) declared
-- but no migration created: a search for a rarely used technique reads the index, not every row;
-- and an index of submissions by author: a restricted caller's visibility starts from the records
-- they wrote (criteria/visibleSet.ts), which read every submission of the organisation without it.
ALTER TABLE "submission_facts" ADD COLUMN "reference" integer;
--> statement-breakpoint
ALTER TABLE "submission_facts" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "submission_facts" ADD COLUMN "author_id" integer;
--> statement-breakpoint
ALTER TABLE "submission_facts" ADD COLUMN "root_id" integer;
--> statement-breakpoint
ALTER TABLE "submission_facts" ADD COLUMN "was_published" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION besmart_refresh_submission_facts(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $f$
  INSERT INTO submission_facts AS f (
    submission_id, org_id, type, status, superseded, subject_id, reference, created_at, author_id, root_id,
    was_published, day, hour, location_key, location_label, completed_by_key,
    completed_by_label, positive_negative_key, positive_negative_label, quick_behaviour_key,
    quick_behaviour_label, physical, restrictive, duration, yes_keys, technique_keys, technique_labels,
    staff_ids, student_ids)
  SELECT s.id, s.org_id, s.type, s.status, s.superseded, s.subject_id, s.reference, s.created_at, s.author_id,
    s.root_id, s.was_published, a.day, a.hour, a.location_key, a.location_label, a.completed_by_key,
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
    org_id = excluded.org_id, type = excluded.type, status = excluded.status,
    superseded = excluded.superseded, subject_id = excluded.subject_id, reference = excluded.reference,
    created_at = excluded.created_at, author_id = excluded.author_id, root_id = excluded.root_id,
    was_published = excluded.was_published, day = excluded.day, hour = excluded.hour,
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
UPDATE submission_facts f SET reference = s.reference, created_at = s.created_at,
  author_id = s.author_id, root_id = s.root_id, was_published = s.was_published
FROM form_submissions s WHERE s.id = f.submission_id;
--> statement-breakpoint
ALTER TABLE "submission_facts" ALTER COLUMN "created_at" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION besmart_submission_facts_on_submission_update() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  UPDATE submission_facts SET org_id = NEW.org_id, type = NEW.type, status = NEW.status,
    superseded = NEW.superseded, subject_id = NEW.subject_id, reference = NEW.reference,
    created_at = NEW.created_at, author_id = NEW.author_id, root_id = NEW.root_id,
    was_published = NEW.was_published
  WHERE submission_id = NEW.id;
  RETURN NULL;
END $f$;
--> statement-breakpoint
DROP TRIGGER form_submissions_facts_update ON form_submissions;
--> statement-breakpoint
CREATE TRIGGER form_submissions_facts_update
  AFTER UPDATE OF org_id, type, status, superseded, subject_id, reference, created_at, author_id,
    root_id, was_published
  ON form_submissions FOR EACH ROW
  WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.superseded IS DISTINCT FROM NEW.superseded
    OR OLD.subject_id IS DISTINCT FROM NEW.subject_id OR OLD.reference IS DISTINCT FROM NEW.reference
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.author_id IS DISTINCT FROM NEW.author_id
    OR OLD.root_id IS DISTINCT FROM NEW.root_id OR OLD.was_published IS DISTINCT FROM NEW.was_published)
  EXECUTE FUNCTION besmart_submission_facts_on_submission_update();
--> statement-breakpoint
CREATE INDEX "submission_facts_technique_keys_idx" ON "submission_facts" USING gin ("technique_keys");
--> statement-breakpoint
CREATE INDEX "form_submissions_author_idx" ON "form_submissions" ("org_id", "author_id");
