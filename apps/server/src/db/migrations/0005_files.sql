-- Uploaded images, stored once per content: the key is the SHA-256 of the bytes, so the same
-- picture sent again by any module (the spec's client re-sends unchanged images on save) adds
-- nothing. Kept in the database so that every server process serves them and backups hold them.
CREATE TABLE "stored_file" (
	"file_id" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "stored_file_id_is_sha256" CHECK ("file_id" ~ '^[0-9a-f]{64}$')
);
