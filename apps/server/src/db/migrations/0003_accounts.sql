CREATE TABLE "idp_accounts" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"display_name" text,
	"photo_url" text,
	"provider" text DEFAULT 'password' NOT NULL,
	"google_subject" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('verify_email', 'reset_password'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firebase_uid" text;--> statement-breakpoint
ALTER TABLE "sign_in_exchanges" ADD CONSTRAINT "sign_in_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_email_lower_key" ON "idp_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_google_subject_key" ON "idp_accounts" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_exchanges_code_hash_key" ON "sign_in_exchanges" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "sign_in_exchanges_user_idx" ON "sign_in_exchanges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_email_purpose_idx" ON "verification_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_firebase_uid_key" ON "users" USING btree ("firebase_uid");