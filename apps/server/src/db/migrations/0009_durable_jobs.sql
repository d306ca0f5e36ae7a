CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_jobs_status_check" CHECK ("background_jobs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "background_jobs_max_attempts_check" CHECK ("background_jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recurring_job_runs" (
	"name" text NOT NULL,
	"slot" bigint NOT NULL,
	"claimed_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "recurring_job_runs_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE INDEX "background_jobs_claim_idx" ON "background_jobs" USING btree ("run_at") WHERE "background_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "background_jobs_finished_idx" ON "background_jobs" USING btree ("finished_at") WHERE "background_jobs"."finished_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_dedupe_key_key" ON "background_jobs" USING btree ("dedupe_key") WHERE "background_jobs"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "recurring_job_runs_started_idx" ON "recurring_job_runs" USING btree ("started_at");