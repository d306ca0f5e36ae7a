CREATE TABLE "support_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"articles" text[] DEFAULT '{}'::text[] NOT NULL,
	"escalation" boolean DEFAULT false NOT NULL,
	"engine" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_chat_messages_role_check" CHECK ("support_chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "support_chat_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"client_key" text,
	"category" text NOT NULL,
	"user_messages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "support_chat_sessions_owner_check" CHECK ("support_chat_sessions"."user_id" is not null or "support_chat_sessions"."client_key" is not null),
	CONSTRAINT "support_chat_sessions_category_check" CHECK ("support_chat_sessions"."category" in ('general', 'account', 'jobs', 'payments', 'technical', 'safety'))
);
--> statement-breakpoint
CREATE TABLE "support_ticket_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"staff_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"conversation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"support_priority" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_tickets_reference_unique" UNIQUE("reference"),
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "support_tickets_category_check" CHECK ("support_tickets"."category" in ('general', 'account', 'jobs', 'payments', 'technical', 'safety')),
	CONSTRAINT "support_tickets_priority_check" CHECK ("support_tickets"."support_priority" in ('front', 'priority'))
);
--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_session_id_support_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."support_chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_sessions" ADD CONSTRAINT "support_chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_chat_messages_session_idx" ON "support_chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "support_chat_sessions_user_idx" ON "support_chat_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_chat_sessions_expiry_idx" ON "support_chat_sessions" USING btree ("expires_at") WHERE "support_chat_sessions"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "support_ticket_replies_ticket_idx" ON "support_ticket_replies" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" USING btree ((case "status" when 'open' then 0 when 'answered' then 1 else 2 end),(case "support_priority" when 'front' then 0 when 'priority' then 1 else 2 end),"created_at","id");