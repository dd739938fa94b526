-- Single sign-on (docs/permissions.md#single-sign-on): a session begun at the OpenID provider keeps the
-- provider's ID token, the hint its end-session endpoint asks for when the person signs out.
ALTER TABLE "sessions" ADD COLUMN "sso_id_token" text;
