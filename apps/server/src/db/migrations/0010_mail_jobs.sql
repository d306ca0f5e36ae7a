CREATE TABLE "mail_deliveries" (
	"dedupe_key" text PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "mail_deliveries_delivered_at_idx" ON "mail_deliveries" USING btree ("delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_dedupe_key_key" ON "outbox_emails" USING btree ("dedupe_key") WHERE "outbox_emails"."dedupe_key" is not null;