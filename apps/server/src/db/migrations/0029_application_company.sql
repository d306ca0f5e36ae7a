ALTER TABLE "applications" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at") WHERE "applications"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_company_accepted_idx" ON "applications" USING btree ("company_id","decided_at") WHERE "applications"."company_id" is not null and "applications"."status" = 'accepted';--> statement-breakpoint
-- applications.company_id mirrors its posting's company_id (decision 043): filled on insert and
-- when an application moves, and followed when a posting's company changes.
CREATE FUNCTION applications_fill_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_id := (SELECT company_id FROM postings WHERE id = NEW.posting_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_fill_company BEFORE INSERT OR UPDATE OF posting_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_fill_company();--> statement-breakpoint
CREATE FUNCTION postings_company_to_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET company_id = NEW.company_id WHERE posting_id = NEW.id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER postings_company_to_applications AFTER UPDATE OF company_id ON postings
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION postings_company_to_applications();--> statement-breakpoint
UPDATE applications a SET company_id = p.company_id FROM postings p
  WHERE p.id = a.posting_id AND p.company_id IS NOT NULL;
