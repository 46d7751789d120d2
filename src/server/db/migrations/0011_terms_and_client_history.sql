CREATE TABLE "document_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"client_id" uuid,
	"document_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"sha256" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sha256" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	CONSTRAINT "legal_documents_kind_check" CHECK ("legal_documents"."kind" in ('terms', 'privacy')),
	CONSTRAINT "legal_documents_version_check" CHECK ("legal_documents"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "client_field_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"source" text NOT NULL,
	"submission_id" uuid,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_field_changes_field_check" CHECK ("client_field_changes"."field" in ('first_name', 'last_name', 'gender', 'date_of_birth'))
);
--> statement-breakpoint
ALTER TABLE "document_consents" ADD CONSTRAINT "document_consents_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_consents" ADD CONSTRAINT "document_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_consents" ADD CONSTRAINT "document_consents_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_field_changes" ADD CONSTRAINT "client_field_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_field_changes" ADD CONSTRAINT "client_field_changes_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_consents_submission_idx" ON "document_consents" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "document_consents_client_idx" ON "document_consents" USING btree ("client_id","brand","kind","agreed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_version_idx" ON "legal_documents" USING btree ("brand","kind","language","version");--> statement-breakpoint
CREATE INDEX "client_field_changes_client_idx" ON "client_field_changes" USING btree ("client_id","changed_at");--> statement-breakpoint
CREATE INDEX "client_field_changes_submission_idx" ON "client_field_changes" USING btree ("submission_id");--> statement-breakpoint
-- Hand-written: published terms and privacy policies, the consents that name them and the
-- history of a client's name, gender and date of birth are append-only. What a client read and
-- agreed to, and what their record said before, stay as they were whatever code or hand-run
-- statement tries to change them.
CREATE FUNCTION "refuse_append_only_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME USING ERRCODE = 'P0001', HINT = 'append_only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "legal_documents_append_only" BEFORE UPDATE OR DELETE ON "legal_documents"
  FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "document_consents_append_only" BEFORE UPDATE OR DELETE ON "document_consents"
  FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "client_field_changes_append_only" BEFORE UPDATE OR DELETE ON "client_field_changes"
  FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
-- Hand-written: until now a signed questionnaire never reached the client record, so clients
-- who signed show no gender or date of birth. The newest signed questionnaire that gave one
-- fills a value the record lacks (never one it has: the client may have changed it since on
-- their details page), with a history row saying so. A date that is not a real date is skipped.
DO $$
DECLARE
  r record;
  v_dob date;
  v_gender text;
BEGIN
  FOR r IN
    SELECT DISTINCT ON (s.client_id) s.client_id, s.id AS submission_id, s.submitted_at,
      c.gender AS old_gender, c.date_of_birth AS old_dob,
      s.answers->>'gender' AS new_gender, s.answers->>'date_of_birth' AS new_dob
    FROM form_submissions s
    JOIN clients c ON c.id = s.client_id
    WHERE s.status = 'submitted' AND s.kind IN ('mf', 'rf', 'brief')
      AND (c.gender IS NULL OR c.date_of_birth IS NULL)
      AND (s.answers ? 'gender' OR s.answers ? 'date_of_birth')
    ORDER BY s.client_id, s.submitted_at DESC, s.created_at DESC
  LOOP
    v_dob := NULL;
    IF r.old_dob IS NULL AND r.new_dob ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN
      BEGIN
        v_dob := r.new_dob::date;
      EXCEPTION WHEN others THEN
        v_dob := NULL;
      END;
    END IF;
    v_gender := NULL;
    IF r.old_gender IS NULL AND r.new_gender IN ('male', 'female', 'intersex', 'transgender',
        'trans_female_to_male', 'trans_male_to_female', 'gender_queer', 'gender_fluid', 'femme',
        'butch', 'quoisexual', 'crossdresser_or_transvestite', 'others', 'prefer_not_to_say') THEN
      v_gender := r.new_gender;
    END IF;
    IF v_dob IS NOT NULL THEN
      INSERT INTO client_field_changes (client_id, field, old_value, new_value, source,
        submission_id, actor_type, actor_id, changed_at)
      VALUES (r.client_id, 'date_of_birth', NULL, to_char(v_dob, 'YYYY-MM-DD'), 'backfill',
        r.submission_id, 'system', NULL, now());
    END IF;
    IF v_gender IS NOT NULL THEN
      INSERT INTO client_field_changes (client_id, field, old_value, new_value, source,
        submission_id, actor_type, actor_id, changed_at)
      VALUES (r.client_id, 'gender', NULL, v_gender, 'backfill', r.submission_id, 'system', NULL,
        now());
    END IF;
    IF v_dob IS NOT NULL OR v_gender IS NOT NULL THEN
      UPDATE clients SET date_of_birth = coalesce(clients.date_of_birth, v_dob),
        gender = coalesce(clients.gender, v_gender), updated_at = now()
      WHERE clients.id = r.client_id;
      INSERT INTO audit_events (actor_type, actor_id, action, entity, entity_id, outcome, data)
      VALUES ('system', NULL, 'clients.record.update', 'client', r.client_id::text, 'success',
        jsonb_build_object('source', 'backfill', 'submission_id', r.submission_id,
          'fields', to_jsonb(array_remove(ARRAY[
            CASE WHEN v_dob IS NOT NULL THEN 'date_of_birth' END,
            CASE WHEN v_gender IS NOT NULL THEN 'gender' END], NULL))));
    END IF;
  END LOOP;
END $$;
