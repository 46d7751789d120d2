DROP INDEX "appointments_slot_idx";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "country" text DEFAULT 'GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "opening_hours" jsonb DEFAULT '{"sun":null,"mon":{"open":"09:00","close":"19:00"},"tue":{"open":"09:00","close":"19:00"},"wed":{"open":"09:00","close":"19:00"},"thu":{"open":"09:00","close":"19:00"},"fri":{"open":"09:00","close":"19:00"},"sat":{"open":"10:00","close":"16:00"}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "chairs" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "services" jsonb DEFAULT '[{"id":"iv_drip","duration_minutes":60},{"id":"vitamin_shot","duration_minutes":15},{"id":"blood_test","duration_minutes":15},{"id":"consultation","duration_minutes":30}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "online_booking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "chair" smallint;--> statement-breakpoint
CREATE INDEX "appointments_store_start_idx" ON "appointments" USING btree ("store_code","starts_at") WHERE "appointments"."state" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_chairs_check" CHECK ("stores"."chairs" between 1 and 50);--> statement-breakpoint
-- Hand-written: a database seeded before these columns gets the operating details the seed now
-- writes (src/shared/store-settings.ts, defaultOperatingDetails); a new database has no rows yet.
UPDATE "stores" SET "chairs" = 4, "opening_hours" = jsonb_set(jsonb_set("opening_hours", '{sun}', '{"open":"11:00","close":"17:00"}'), '{thu}', '{"open":"09:00","close":"21:00"}') WHERE "code" = 'london';--> statement-breakpoint
UPDATE "stores" SET "opening_hours" = jsonb_set("opening_hours", '{sat}', '{"open":"09:00","close":"18:00"}') WHERE "code" = 'dripdash';--> statement-breakpoint
UPDATE "stores" SET "country" = CASE "timezone" WHEN 'Europe/Berlin' THEN 'DE' WHEN 'Africa/Johannesburg' THEN 'ZA' WHEN 'America/New_York' THEN 'US' ELSE 'GB' END;--> statement-breakpoint
UPDATE "stores" SET "language" = 'de' WHERE "code" = 'de';
