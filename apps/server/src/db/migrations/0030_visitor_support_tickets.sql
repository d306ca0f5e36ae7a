ALTER TABLE "support_tickets" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_owner_check" CHECK ("support_tickets"."user_id" is not null or "support_tickets"."contact_email" is not null);