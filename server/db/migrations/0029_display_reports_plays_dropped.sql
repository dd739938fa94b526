-- Proof of play: the plays a player's offline queue dropped beyond its cap, the highest
-- running total its reports said (server/services/fleet/reports.ts), so the display page can say how
-- many plays its reports miss. 0 for every display so far: nothing counted them before.
ALTER TABLE "display_reports" ADD COLUMN "plays_dropped" integer DEFAULT 0 NOT NULL;