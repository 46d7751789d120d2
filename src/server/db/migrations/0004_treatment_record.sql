CREATE TABLE "record_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_stores" (
	"staff_id" uuid NOT NULL,
	"store_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_stores_staff_id_store_code_pk" PRIMARY KEY("staff_id","store_code")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "clearance" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "clearance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "clearance_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "completion_note" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "previous_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "record_addenda" ADD CONSTRAINT "record_addenda_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_addenda" ADD CONSTRAINT "record_addenda_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_stores" ADD CONSTRAINT "staff_stores_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_stores" ADD CONSTRAINT "staff_stores_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_addenda_submission_idx" ON "record_addenda" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_stores_store_idx" ON "staff_stores" USING btree ("store_code");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clearance_by_staff_id_staff_id_fk" FOREIGN KEY ("clearance_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_previous_submission_id_form_submissions_id_fk" FOREIGN KEY ("previous_submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_previous_idx" ON "form_submissions" USING btree ("previous_submission_id");--> statement-breakpoint
-- Signed records are immutable: a correction is an addendum. The database refuses the change
-- itself, so no code path (or hand-run statement) can rewrite what a person signed.
CREATE FUNCTION "refuse_signed_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed records are immutable' USING ERRCODE = 'P0001', HINT = 'signed_record_immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "form_submissions_signed_immutable" BEFORE UPDATE OR DELETE ON "form_submissions"
  FOR EACH ROW WHEN (OLD.status = 'submitted') EXECUTE FUNCTION "refuse_signed_record_change"();--> statement-breakpoint
CREATE TRIGGER "signatures_immutable" BEFORE UPDATE OR DELETE ON "signatures"
  FOR EACH ROW EXECUTE FUNCTION "refuse_signed_record_change"();--> statement-breakpoint
CREATE TRIGGER "record_addenda_immutable" BEFORE UPDATE OR DELETE ON "record_addenda"
  FOR EACH ROW EXECUTE FUNCTION "refuse_signed_record_change"();
