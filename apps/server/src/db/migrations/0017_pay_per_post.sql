ALTER TABLE "postings" DROP CONSTRAINT "postings_status_check";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "visible_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "postings_visible_until_idx" ON "postings" USING btree ("visible_until") WHERE visible_until is not null and status in ('open', 'paused');--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_status_check" CHECK ("postings"."status" in ('open', 'paused', 'filled', 'closed', 'pending_payment', 'expired'));