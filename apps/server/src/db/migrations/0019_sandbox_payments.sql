CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"mode" text NOT NULL,
	"tier" text,
	"item_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"reference" jsonb NOT NULL,
	"customer_email" text NOT NULL,
	"customer_id" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"subscription_id" text,
	"payment_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_status_check" CHECK ("sandbox_checkout_sessions"."status" in ('open', 'complete', 'expired')),
	CONSTRAINT "sandbox_checkout_sessions_mode_check" CHECK ("sandbox_checkout_sessions"."mode" in ('subscription', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"tier" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"declines_renewal" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_subscriptions_status_check" CHECK ("sandbox_subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_customer_idx" ON "sandbox_subscriptions" USING btree ("customer_id");