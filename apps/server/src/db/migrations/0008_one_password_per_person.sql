-- One password per person (docs/decisions/010-one-password-per-person.md): users.password_hash is the one
-- credential of every app user. An identity-provider account linked to a user (users.firebase_uid) hands its
-- own password to a user that has none (an account made in the auth modal), then keeps none of its own.
-- A user that already has a password keeps it. Accounts no user links to (sign-ups not yet registered) keep theirs.
UPDATE "users" SET "password_hash" = "idp_accounts"."password_hash"
FROM "idp_accounts"
WHERE "users"."firebase_uid" = "idp_accounts"."uid"
  AND "users"."password_hash" IS NULL
  AND "idp_accounts"."password_hash" IS NOT NULL;
--> statement-breakpoint
UPDATE "idp_accounts" SET "password_hash" = NULL
FROM "users"
WHERE "users"."firebase_uid" = "idp_accounts"."uid"
  AND "idp_accounts"."password_hash" IS NOT NULL;
