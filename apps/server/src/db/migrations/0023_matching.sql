CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"min_match_score" integer NOT NULL,
	"max_distance_km" integer NOT NULL,
	"preferred_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"frequency" text NOT NULL,
	"methods" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_preferences_score_check" CHECK ("notification_preferences"."min_match_score" in (60, 75, 90)),
	CONSTRAINT "notification_preferences_distance_check" CHECK ("notification_preferences"."max_distance_km" in (10, 25, 50)),
	CONSTRAINT "notification_preferences_frequency_check" CHECK ("notification_preferences"."frequency" in ('immediate', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_jobs_user_id_posting_id_pk" PRIMARY KEY("user_id","posting_id")
);
--> statement-breakpoint
CREATE TABLE "work_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"desired_rate_cents" integer,
	"job_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"schedules" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_distance_km" integer,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"discoverable" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_preferences_rate_check" CHECK ("work_preferences"."desired_rate_cents" between 0 and 100000),
	CONSTRAINT "work_preferences_distance_check" CHECK ("work_preferences"."max_distance_km" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "worker_certifications" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "worker_certifications_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "worker_certifications_type_check" CHECK ("worker_certifications"."type" in ('red_seal_electrician', 'red_seal_plumber', 'red_seal_welder', 'red_seal_hvac', 'licensed_electrician', 'master_electrician', 'licensed_plumber', 'master_plumber', 'hvac_certified', 'welding_certified'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_preferences" ADD CONSTRAINT "work_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_certifications" ADD CONSTRAINT "worker_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_preferences_frequency_idx" ON "notification_preferences" USING btree ("frequency");--> statement-breakpoint
CREATE INDEX "saved_jobs_user_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_preferences_discoverable_idx" ON "work_preferences" USING btree ("user_id") WHERE "work_preferences"."discoverable";--> statement-breakpoint
CREATE INDEX "worker_certifications_type_idx" ON "worker_certifications" USING btree ("type");