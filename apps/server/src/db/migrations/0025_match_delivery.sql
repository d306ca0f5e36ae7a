CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"source" text NOT NULL,
	"alert_id" uuid,
	"score" integer,
	"frequency" text NOT NULL,
	"methods" text[] NOT NULL,
	"notification_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"in_app_sent_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	"email_opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_impressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"surface" text NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_impressions_score_check" CHECK ("match_impressions"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "premium_matching_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"priority" text NOT NULL,
	"radius_km" integer NOT NULL,
	"minimum_pay" integer NOT NULL,
	"job_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications_only" boolean NOT NULL,
	"premium_only" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "premium_matching_preferences_radius_check" CHECK ("premium_matching_preferences"."radius_km" between 5 and 100),
	CONSTRAINT "premium_matching_preferences_pay_check" CHECK ("premium_matching_preferences"."minimum_pay" between 0 and 150)
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_deliveries" ADD CONSTRAINT "match_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_deliveries" ADD CONSTRAINT "match_deliveries_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_deliveries" ADD CONSTRAINT "match_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_impressions" ADD CONSTRAINT "match_impressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_impressions" ADD CONSTRAINT "match_impressions_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_matching_preferences" ADD CONSTRAINT "premium_matching_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_deliveries_user_posting_key" ON "match_deliveries" USING btree ("user_id","posting_id");--> statement-breakpoint
CREATE INDEX "match_deliveries_user_created_idx" ON "match_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "match_deliveries_pending_email_idx" ON "match_deliveries" USING btree ("frequency","user_id") WHERE "match_deliveries"."email_sent_at" is null and 'email' = any("match_deliveries"."methods");--> statement-breakpoint
CREATE INDEX "match_deliveries_notification_idx" ON "match_deliveries" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "match_impressions_user_created_idx" ON "match_impressions" USING btree ("user_id","created_at");