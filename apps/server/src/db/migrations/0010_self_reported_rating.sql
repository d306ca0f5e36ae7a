ALTER TABLE "experiences" ALTER COLUMN "client_rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "client_rating" DROP NOT NULL;