-- The language an account chose in the client (en, fr, de, es, pl: the server validates it); NULL until it chooses,
-- and then the client follows the browser's preferred languages.
ALTER TABLE users ADD COLUMN language text;
