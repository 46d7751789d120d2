-- Desk search by any part of a name, case- and accent-insensitive (decision 025). Both
-- extensions are trusted: the database owner may create them. The embedded PGlite loads them
-- (db/client.ts). Written by hand ahead of the generated statements, which need them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change), so a stored column or an index cannot use
-- it directly. This wrapper names the dictionary and its schema, which makes it safe to declare
-- IMMUTABLE; if the unaccent rules file ever changes, recompute clients.name_key
-- (UPDATE clients SET first_name = first_name). Everything that is not a letter or a digit
-- becomes one space: "Ó'Briain" and "o briain" fold alike.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)),
    '[^[:alnum:]]+', ' ', 'g');--> statement-breakpoint
-- The searched name: first and last folded, with a space at each end so that a short word of
-- the search can be matched at the start of a word ('% o%').
CREATE FUNCTION client_name_key(first_name text, last_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN ' ' || search_fold(first_name || ' ' || last_name) || ' ';--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_key" text GENERATED ALWAYS AS (client_name_key(first_name, last_name)) STORED;--> statement-breakpoint
CREATE INDEX "clients_name_key_trgm_idx" ON "clients" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_date_of_birth_idx" ON "clients" USING btree ("date_of_birth");
