ALTER TABLE "clients" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_preferred_language_check" CHECK ("clients"."preferred_language" in ('en', 'fr', 'zh', 'de', 'ja', 'ar', 'es'));--> statement-breakpoint
-- A client known before this column: the language of the newest questionnaire she signed
-- herself (on her own device or by her link, never one a member of staff submitted for her).
UPDATE "clients" c SET "preferred_language" = latest.locale
FROM (
  SELECT DISTINCT ON (s.client_id) s.client_id, s.locale
  FROM "form_submissions" s
  JOIN "audit_events" a ON a.entity = 'form_submission' AND a.entity_id = s.id::text
    AND a.action = 'forms.submission.create' AND a.actor_type IN ('client', 'link')
  WHERE s.status = 'submitted' AND s.kind IN ('mf', 'rf', 'brief') AND s.client_id IS NOT NULL
    AND s.locale IN ('en', 'fr', 'zh', 'de', 'ja', 'ar', 'es')
  ORDER BY s.client_id, s.submitted_at DESC
) latest
WHERE c.id = latest.client_id;
