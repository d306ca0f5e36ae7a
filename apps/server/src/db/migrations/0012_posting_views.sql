CREATE TABLE "posting_views" (
	"posting_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "posting_views_posting_id_day_viewer_pk" PRIMARY KEY("posting_id","day","viewer")
);
--> statement-breakpoint
ALTER TABLE "posting_views" ADD CONSTRAINT "posting_views_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_views_day_idx" ON "posting_views" USING btree ("day");