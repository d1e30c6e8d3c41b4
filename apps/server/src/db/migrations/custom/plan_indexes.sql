-- The admin user search (ILIKE '%…%' on email and name) by trigram index: users_*_trgm_idx.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
