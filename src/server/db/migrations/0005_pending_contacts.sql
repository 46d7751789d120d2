ALTER TABLE "clients" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "pending_mobile" text;