-- The search document of a posting: an IMMUTABLE wrapper, because array_to_string is only
-- STABLE and a generated column needs an immutable expression.
CREATE FUNCTION postings_search_vector(title text, description text, skills text[], company text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(skills, ' '), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(company, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cover_letter" text NOT NULL,
	"proposed_rate" numeric(12, 2),
	"proposed_timeline" integer,
	"portfolio_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"decision_message" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'shortlisted', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"work_type" text NOT NULL,
	"duration_days" integer,
	"hourly_rate" numeric(12, 2),
	"total_earned" numeric(12, 2),
	"client_rating" integer DEFAULT 5 NOT NULL,
	"client_review" text DEFAULT '' NOT NULL,
	"skills_used" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_samples" text[] DEFAULT '{}'::text[] NOT NULL,
	"completion_date" timestamp with time zone,
	"client_id" uuid,
	"gig_id" uuid,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_rating_check" CHECK ("experiences"."client_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poster_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"gig_type" text NOT NULL,
	"pricing_type" text NOT NULL,
	"fixed_price" numeric(12, 2),
	"hourly_rate" numeric(12, 2),
	"price_range_min" numeric(12, 2),
	"price_range_max" numeric(12, 2),
	"delivery_time_days" integer DEFAULT 7 NOT NULL,
	"availability" text DEFAULT 'flexible' NOT NULL,
	"time_commitment" text DEFAULT 'part_time' NOT NULL,
	"skills_required" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_level" text DEFAULT 'intermediate' NOT NULL,
	"location_type" text DEFAULT 'remote' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text,
	"region" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"travel_required" boolean DEFAULT false NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"portfolio_samples" text[] DEFAULT '{}'::text[] NOT NULL,
	"gps_enabled" boolean DEFAULT false NOT NULL,
	"instant_match" boolean DEFAULT false NOT NULL,
	"availability_type" text,
	"openings" integer DEFAULT 1 NOT NULL,
	"hired_count" integer DEFAULT 0 NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"company" text,
	"salary_min" numeric(12, 2),
	"salary_max" numeric(12, 2),
	"urgency" text DEFAULT 'medium' NOT NULL,
	"job_type" text NOT NULL,
	"experience_required" text NOT NULL,
	"work_schedule" text DEFAULT 'flexible' NOT NULL,
	"remote_allowed" boolean DEFAULT true NOT NULL,
	"certification_required" boolean DEFAULT false NOT NULL,
	"certification_type" text,
	"certification_bonus" numeric(12, 2),
	"prefers_certified" boolean DEFAULT false NOT NULL,
	"poster_trust_score" integer DEFAULT 50 NOT NULL,
	"price_amount" numeric(12, 2) GENERATED ALWAYS AS (case pricing_type when 'hourly' then hourly_rate when 'fixed' then fixed_price else price_range_min end) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (postings_search_vector(title, description, skills_required, company)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_mode_check" CHECK ("postings"."mode" in ('service', 'job')),
	CONSTRAINT "postings_status_check" CHECK ("postings"."status" in ('open', 'paused', 'filled', 'closed')),
	CONSTRAINT "postings_openings_check" CHECK ("postings"."openings" between 1 and 100),
	CONSTRAINT "postings_hired_check" CHECK ("postings"."hired_count" between 0 and "postings"."openings"),
	CONSTRAINT "postings_urgency_check" CHECK ("postings"."urgency" in ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"label" text NOT NULL,
	"location_type" text DEFAULT 'current' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_gig_id_postings_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_posting_applicant_key" ON "applications" USING btree ("posting_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_posting_idx" ON "applications" USING btree ("posting_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experiences_user_idx" ON "experiences" USING btree ("user_id","completion_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "experiences_application_key" ON "experiences" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_poster_idx" ON "postings" USING btree ("poster_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_open_newest_idx" ON "postings" USING btree ("mode","created_at" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "postings_open_salary_max_idx" ON "postings" USING btree ("mode","salary_max" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "postings_open_salary_min_idx" ON "postings" USING btree ("mode","salary_min","created_at" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "postings_open_trust_idx" ON "postings" USING btree ("mode","poster_trust_score" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "postings_open_price_idx" ON "postings" USING btree ("mode","price_amount") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "postings_open_filters_idx" ON "postings" USING btree ("mode","job_type","urgency","experience_required","work_schedule") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "postings_open_category_idx" ON "postings" USING btree ("mode","category","created_at" DESC NULLS LAST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "postings_open_certification_idx" ON "postings" USING btree ("mode","certification_type","created_at" DESC NULLS LAST) WHERE status = 'open' and certification_required;--> statement-breakpoint
CREATE INDEX "postings_search_idx" ON "postings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "postings_city_trgm_idx" ON "postings" USING gin (lower("city") gin_trgm_ops);
--> statement-breakpoint
-- Radius search over open postings with a position (earthdistance's cube-based index).
CREATE INDEX "postings_open_geo_idx" ON "postings" USING gist (ll_to_earth("latitude", "longitude")) WHERE status = 'open' AND latitude IS NOT NULL AND longitude IS NOT NULL;--> statement-breakpoint
-- poster_trust_score mirrors users.trust_score so that sorting by trust reads one index.
CREATE FUNCTION postings_fill_poster_trust() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.poster_trust_score := coalesce((SELECT trust_score FROM users WHERE id = NEW.poster_id), 50);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER postings_fill_poster_trust BEFORE INSERT OR UPDATE OF poster_id ON postings
  FOR EACH ROW EXECUTE FUNCTION postings_fill_poster_trust();--> statement-breakpoint
CREATE FUNCTION users_trust_to_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE postings SET poster_trust_score = NEW.trust_score WHERE poster_id = NEW.id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_trust_to_postings AFTER UPDATE OF trust_score ON users
  FOR EACH ROW WHEN (OLD.trust_score IS DISTINCT FROM NEW.trust_score) EXECUTE FUNCTION users_trust_to_postings();
