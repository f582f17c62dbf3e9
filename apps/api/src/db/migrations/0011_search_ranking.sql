-- The search words are rebuilt below with their new columns (rank kind, active flag, sort keys).
DELETE FROM "employee_search_words";--> statement-breakpoint
DROP INDEX "employees_department";--> statement-breakpoint
DROP INDEX "employee_search_words_prefix";--> statement-breakpoint
ALTER TABLE "employee_search_words" ADD COLUMN "kind" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_search_words" ADD COLUMN "active" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_search_words" ADD COLUMN "sort_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_search_words" ADD COLUMN "employee_number" text NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_department_name" ON "employees" USING btree ("tenant_id","department_id",lower("display_name"),"employee_number");--> statement-breakpoint
CREATE INDEX "employee_search_words_prefix" ON "employee_search_words" USING btree ("tenant_id","word" text_pattern_ops,"active","kind","sort_name","employee_number","employee_id");--> statement-breakpoint
DROP TRIGGER "employees_search_words" ON "employees";--> statement-breakpoint
DROP FUNCTION employee_search_words_of(text, text, text);--> statement-breakpoint
-- The words of an employee with how they rank: 0 the employee number, 1 the first word of the
-- name, 2 a later name word, 3 the email and the words of its local part (not the domain).
CREATE FUNCTION employee_search_words_of(display_name text, employee_number text, email text)
RETURNS TABLE (word text, kind smallint) LANGUAGE sql IMMUTABLE AS $$
  SELECT w, min(k)::smallint FROM (
    SELECT lower(employee_number) AS w, 0 AS k
    UNION ALL SELECT n.w, CASE WHEN n.position = 1 THEN 1 ELSE 2 END
      FROM regexp_split_to_table(regexp_replace(lower(display_name), '^[^[:alnum:]]+', ''), '[^[:alnum:]]+') WITH ORDINALITY AS n(w, position)
    UNION ALL SELECT lower(email), 3
    UNION ALL SELECT regexp_split_to_table(lower(split_part(email, '@', 1)), '[^[:alnum:]]+'), 3
  ) words WHERE w <> '' GROUP BY w
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_search_words_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM employee_search_words WHERE employee_id = NEW.id;
  INSERT INTO employee_search_words (tenant_id, employee_id, word, kind, active, sort_name, employee_number)
    SELECT NEW.tenant_id, NEW.id, w.word, w.kind, NEW.status <> 'Inactive', lower(NEW.display_name), NEW.employee_number
    FROM employee_search_words_of(NEW.display_name, NEW.employee_number, NEW.email) AS w;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_search_words AFTER INSERT OR UPDATE OF first_name, middle_name, last_name, full_name, employee_number, email, status
  ON employees FOR EACH ROW EXECUTE FUNCTION employee_search_words_refresh();--> statement-breakpoint
INSERT INTO employee_search_words (tenant_id, employee_id, word, kind, active, sort_name, employee_number)
  SELECT e.tenant_id, e.id, w.word, w.kind, e.status <> 'Inactive', lower(e.display_name), e.employee_number
  FROM employees e, employee_search_words_of(e.display_name, e.employee_number, e.email) AS w;
--> statement-breakpoint
-- The rebuilt table needs fresh statistics for the prefix index to be chosen.
ANALYZE "employee_search_words";
