-- Proof of play: reports count each play in the day and hour of its venue's own clock,
-- not UTC's. play_hours gains local_hour, the wall-clock start of the venue-local hour (its date is
-- the venue's local date), and hour_utc becomes the instant that hour began: the same UTC hour as
-- before in whole-hour zones, the half hour in Adelaide and Darwin (UTC+9:30/+10:30). Both are in
-- the key: on the day clocks go back, the repeated local hour is two rows, one per instant.
-- A venue's zone is its region's (a display with no venue counts in UTC, as reports never show it).
--
-- Existing rows, each the plays of one UTC hour:
-- 1. Where that UTC hour does not start on a local hour (half-hour zones) it straddles two local
--    hours, and around local midnight two local dates. If the raw plays of the row are all still
--    kept (35 days), the row is counted again from them, each play in its own local hour: exact.
-- 2. Every other row keeps its counts in the local hour its UTC hour began in: exact in whole-hour
--    zones (the UTC hour is a local hour); in half-hour zones, for history whose raw plays are gone,
--    up to half an hour of plays lands in the local hour before their own (the nearest we can do
--    with counts per UTC hour). Each play still counts once.
-- 3. Rows of 1 and 2 that fall in the same local hour are added into one.
ALTER TABLE "play_hours" DROP CONSTRAINT "play_hours_hour_utc_display_id_asset_id_pk";--> statement-breakpoint
ALTER TABLE "play_hours" ADD COLUMN "local_hour" timestamp;--> statement-breakpoint
WITH zones AS (
	SELECT d.id AS display_id, coalesce(r.time_zone, 'UTC') AS time_zone
	FROM displays d
	JOIN graphics_controllers g ON g.id = d.graphics_controller_id
	LEFT JOIN venues v ON v.id = g.venue_id
	LEFT JOIN regions r ON r.id = v.region_id
),
raw_hours AS (
	SELECT date_trunc('hour', started_utc, 'UTC') AS hour_utc, display_id, asset_id, count(*) AS plays, sum(seconds) AS seconds
	FROM plays WHERE rolled_utc IS NOT NULL
	GROUP BY 1, 2, 3
),
recounted AS (
	DELETE FROM play_hours h
	USING raw_hours k, zones z
	WHERE k.hour_utc = h.hour_utc AND k.display_id = h.display_id AND k.asset_id = h.asset_id
		AND k.plays = h.plays AND k.seconds = h.seconds
		AND z.display_id = h.display_id
		AND date_trunc('hour', h.hour_utc AT TIME ZONE z.time_zone) <> h.hour_utc AT TIME ZONE z.time_zone
	RETURNING h.hour_utc, h.display_id, h.asset_id, z.time_zone
),
replayed AS (
	SELECT p.display_id, p.asset_id, p.seconds, p.started_utc, p.started_utc AT TIME ZONE c.time_zone AS local_at
	FROM recounted c
	JOIN plays p ON p.display_id = c.display_id AND p.asset_id = c.asset_id AND p.rolled_utc IS NOT NULL
		AND p.started_utc >= c.hour_utc AND p.started_utc < c.hour_utc + interval '1 hour'
)
INSERT INTO play_hours (hour_utc, local_hour, display_id, asset_id, plays, seconds)
SELECT started_utc - (local_at - date_trunc('hour', local_at)), date_trunc('hour', local_at), display_id, asset_id, count(*), sum(seconds)
FROM replayed
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
UPDATE play_hours h
SET local_hour = date_trunc('hour', h.hour_utc AT TIME ZONE z.time_zone),
	hour_utc = h.hour_utc - ((h.hour_utc AT TIME ZONE z.time_zone) - date_trunc('hour', h.hour_utc AT TIME ZONE z.time_zone))
FROM (
	SELECT d.id AS display_id, coalesce(r.time_zone, 'UTC') AS time_zone
	FROM displays d
	JOIN graphics_controllers g ON g.id = d.graphics_controller_id
	LEFT JOIN venues v ON v.id = g.venue_id
	LEFT JOIN regions r ON r.id = v.region_id
) z
WHERE z.display_id = h.display_id AND h.local_hour IS NULL;--> statement-breakpoint
WITH doubled AS (
	DELETE FROM play_hours h
	USING (
		SELECT hour_utc, display_id, asset_id, local_hour FROM play_hours
		GROUP BY 1, 2, 3, 4 HAVING count(*) > 1
	) d
	WHERE d.hour_utc = h.hour_utc AND d.display_id = h.display_id AND d.asset_id = h.asset_id AND d.local_hour = h.local_hour
	RETURNING h.hour_utc, h.local_hour, h.display_id, h.asset_id, h.plays, h.seconds
)
INSERT INTO play_hours (hour_utc, local_hour, display_id, asset_id, plays, seconds)
SELECT hour_utc, local_hour, display_id, asset_id, sum(plays), sum(seconds)
FROM doubled
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
ALTER TABLE "play_hours" ALTER COLUMN "local_hour" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "play_hours" ADD CONSTRAINT "play_hours_hour_utc_display_id_asset_id_local_hour_pk" PRIMARY KEY("hour_utc","display_id","asset_id","local_hour");
