CREATE TABLE "safety_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"subject" text,
	"severity" text NOT NULL,
	"step" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_acknowledgements" ADD CONSTRAINT "safety_acknowledgements_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_acknowledgements" ADD CONSTRAINT "safety_acknowledgements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_acknowledgements_submission_idx" ON "safety_acknowledgements" USING btree ("submission_id");--> statement-breakpoint
-- Hand-written: an acknowledgement is part of a signed record and never changes (decision 027).
CREATE TRIGGER "safety_acknowledgements_immutable" BEFORE UPDATE OR DELETE ON "safety_acknowledgements"
  FOR EACH ROW EXECUTE FUNCTION "refuse_signed_record_change"();
