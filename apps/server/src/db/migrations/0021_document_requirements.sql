-- The documents a consent agreed to share (their types), kept on the consent record even after
-- the documents themselves are deleted.
ALTER TABLE "update_consents" ADD COLUMN "document_types" text[] DEFAULT '{}'::text[] NOT NULL;
