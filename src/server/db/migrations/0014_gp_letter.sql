ALTER TABLE "clients" ADD COLUMN "gp_name" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "gp_email" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;