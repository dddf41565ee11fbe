ALTER TABLE "form_submissions" ADD COLUMN "was_published" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Rows that exist already: anything not a Draft counts as published (their history is unknown).
UPDATE "form_submissions" SET "was_published" = true WHERE "status" <> 'Draft';
--> statement-breakpoint
-- Every insert and update keeps the flag, whatever code path writes the row (routes, seed, imports),
-- and it never goes back to false: archiving a published report keeps it a record, while archiving a
-- draft keeps it private to its author (platform/visibility.ts).
CREATE OR REPLACE FUNCTION besmart_keep_was_published() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.was_published := OLD.was_published OR NEW.was_published OR NEW.status = 'Published';
  ELSE
    NEW.was_published := NEW.was_published OR NEW.status = 'Published';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_submissions_was_published
  BEFORE INSERT OR UPDATE ON "form_submissions"
  FOR EACH ROW EXECUTE FUNCTION besmart_keep_was_published();
