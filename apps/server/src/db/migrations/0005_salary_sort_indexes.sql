DROP INDEX "postings_open_salary_max_idx";--> statement-breakpoint
DROP INDEX "postings_open_salary_min_idx";--> statement-breakpoint
CREATE INDEX "postings_open_salary_max_idx" ON "postings" USING btree ("mode","salary_max" DESC NULLS LAST,"created_at" DESC NULLS LAST,"salary_min") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "postings_open_salary_min_idx" ON "postings" USING btree ("mode","salary_min","created_at" DESC NULLS LAST,"salary_max") WHERE status = 'open';