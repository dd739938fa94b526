-- A takeover "until closing" ends at each venue it reaches at that venue's own next closing (its
-- open hours on its own clock); end_utc stays the latest of those closings, so "running", the banner
-- and the webhooks read one bound.
ALTER TABLE "takeovers" ADD COLUMN "until_closing" boolean DEFAULT false NOT NULL;