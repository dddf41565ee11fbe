-- Type-ahead search of people (issue 14 §7): GET /api/user?q=... finds a person of any organisation
-- size by a prefix of "first last", of "last first" (so also of the last name alone), case- and
-- accent-insensitively ("zoe" finds "Zoë", "ZOË" and a decomposed "Zoë"; "sore" finds "Søren").
--
-- besmart_fold(text): NFD, then combining marks (U+0300-U+036F) dropped, the Latin letters that do
-- not decompose (ø đ ł ħ ı ŧ æ œ) mapped, and lower(). After NFD every accented Latin capital is an
-- ASCII letter plus marks, so lower() folds it whatever the database's collation. IMMUTABLE (like
-- lower() and normalize() it depends on the Unicode tables of the server version), so it can be
-- indexed; the route folds the typed text with the same function.
CREATE OR REPLACE FUNCTION besmart_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT lower(translate(normalize(value, NFD),
      U&'ØøĐđŁłĦħıŦŧÆŒ\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030a\030b\030c\030d\030e\030f\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031a\031b\031c\031d\031e\031f\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032a\032b\032c\032d\032e\032f\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033a\033b\033c\033d\033e\033f\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034a\034b\034c\034d\034e\034f\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035a\035b\035c\035d\035e\035f\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036a\036b\036c\036d\036e\036f',
      'ooddllhhittæœ'))
  $$;
--> statement-breakpoint
-- One organisation's people by folded name prefix: LIKE 'prefix%' reads a range of these indexes
-- (text_pattern_ops compares bytes, so the range does not depend on the collation).
CREATE INDEX IF NOT EXISTS "users_search_first_last_idx" ON "users"
  ("org_id", besmart_fold("first_name" || ' ' || "last_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_last_first_idx" ON "users"
  ("org_id", besmart_fold("last_name" || ' ' || "first_name") text_pattern_ops);
