ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'America/Toronto' NOT NULL;--> statement-breakpoint
-- Hand-written backfill (decision 023): existing notifications' English sentences are read back
-- into their kind's parameters wherever they match the sentences the server wrote exactly, so
-- they render from the text table like new ones. A row that does not match keeps its text.
WITH titled AS (
  SELECT id, kind, title, body,
    CASE kind
      WHEN 'application.received' THEN 'New application for "'
      WHEN 'application.shortlisted' THEN 'You''re on the shortlist for "'
      WHEN 'application.accepted' THEN 'You''re hired for "'
      WHEN 'application.declined' THEN 'Your application to "'
    END AS prefix,
    CASE kind WHEN 'application.declined' THEN '" was declined' ELSE '"' END AS suffix
  FROM "notifications"
  WHERE "title" IS NOT NULL AND "body" IS NOT NULL
), with_posting AS (
  SELECT id, kind, body,
    substr(title, length(prefix) + 1, length(title) - length(prefix) - length(suffix)) AS posting_title
  FROM titled
  WHERE prefix IS NOT NULL
    AND length(title) >= length(prefix) + length(suffix)
    AND starts_with(title, prefix)
    AND right(title, length(suffix)) = suffix
), with_tail AS (
  SELECT id, kind, body, posting_title,
    CASE kind
      WHEN 'application.received' THEN ' applied to "' || posting_title || '". Review it in your applications inbox.'
      WHEN 'application.shortlisted' THEN ' shortlisted your application to "' || posting_title || '". They may contact you soon.'
      WHEN 'application.accepted' THEN ' accepted your application to "' || posting_title || '". Congratulations!'
      WHEN 'application.declined' THEN ' declined your application to "' || posting_title || '".'
    END AS tail
  FROM with_posting
), parsed AS (
  SELECT id,
    CASE
      WHEN kind = 'application.received'
        AND length(body) >= length(tail) AND right(body, length(tail)) = tail
      THEN jsonb_build_object('posting_title', posting_title,
        'applicant_name', left(body, length(body) - length(tail)))
      WHEN kind IN ('application.shortlisted', 'application.accepted')
        AND length(body) >= length(tail) AND right(body, length(tail)) = tail
      THEN jsonb_build_object('posting_title', posting_title,
        'poster_name', left(body, length(body) - length(tail)))
      WHEN kind = 'application.declined' AND strpos(body, tail) > 0
        AND (
          substr(body, strpos(body, tail) + length(tail)) = ''
          OR (starts_with(substr(body, strpos(body, tail) + length(tail)), ' Their message: "')
            AND right(body, 1) = '"'
            AND length(substr(body, strpos(body, tail) + length(tail))) >= length(' Their message: "') + 1)
        )
      THEN jsonb_build_object('posting_title', posting_title,
        'poster_name', left(body, strpos(body, tail) - 1),
        'message', CASE
          WHEN substr(body, strpos(body, tail) + length(tail)) = '' THEN NULL
          ELSE substr(body, strpos(body, tail) + length(tail) + length(' Their message: "'),
            length(substr(body, strpos(body, tail) + length(tail))) - length(' Their message: "') - 1)
        END)
    END AS params
  FROM with_tail
)
UPDATE "notifications" AS n
SET "params" = parsed.params, "title" = NULL, "body" = NULL
FROM parsed
WHERE n.id = parsed.id AND parsed.params IS NOT NULL;
