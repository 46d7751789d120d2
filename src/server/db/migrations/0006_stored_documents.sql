ALTER TABLE "uploads" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "record_sha256" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "thumbnail" "bytea";--> statement-breakpoint
ALTER TABLE "link_tokens" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_appointment_idx" ON "uploads" USING btree ("appointment_id","kind");