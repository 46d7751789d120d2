DROP INDEX "appointments_client_idx";--> statement-breakpoint
CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("client_id","starts_at","store_code","state");