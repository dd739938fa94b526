ALTER TABLE "assets" DROP CONSTRAINT "assets_type_check";--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_type_check" CHECK ("assets"."type" in ('GROUP', 'TEXT', 'IMAGE', 'VIDEO', 'DISPLAY', 'CLOCK', 'COUNTDOWN', 'TICKER', 'QRCODE', 'PANEL'));--> statement-breakpoint
-- The widgets, seeded like the base assets (fixed ids, contract/assets.ts BASE_ASSET_IDS), each
-- with the config schema the editor's dialog follows (contract/layout/widgets.ts reads the values).
INSERT INTO "assets" ("id", "name", "type", "config_schema") VALUES
	('00000000-0000-4000-8000-000000000004', 'Clock', 'CLOCK',
		'{"format":{"type":"choice","required":true,"options":["time","time-seconds","date","date-time","weekday-date"],"default":"time"},"timeZone":{"type":"timeZone","required":false,"hint":"Blank: the venue''s time zone on its screens (in the editor, your own)"},"typeface":{"type":"typeface","required":false},"width":{"type":"text","required":false},"height":{"type":"text","required":false}}'),
	('00000000-0000-4000-8000-000000000005', 'Countdown', 'COUNTDOWN',
		'{"target":{"type":"datetime","required":true},"doneText":{"type":"text","required":false,"default":"It''s time!"},"timeZone":{"type":"timeZone","required":false,"hint":"Blank: the venue''s time zone on its screens (in the editor, your own)"},"typeface":{"type":"typeface","required":false},"width":{"type":"text","required":false},"height":{"type":"text","required":false}}'),
	('00000000-0000-4000-8000-000000000006', 'Ticker', 'TICKER',
		'{"value":{"type":"text","required":true},"speed":{"type":"number","required":false,"default":"120","hint":"Layout pixels a second, 10 to 2000"},"direction":{"type":"choice","required":false,"options":["left","right"],"default":"left"},"typeface":{"type":"typeface","required":false},"width":{"type":"text","required":false,"default":"1920px"},"height":{"type":"text","required":false,"default":"96px"}}'),
	('00000000-0000-4000-8000-000000000007', 'QR code', 'QRCODE',
		'{"url":{"type":"url","required":true},"width":{"type":"text","required":false,"default":"240px"},"height":{"type":"text","required":false,"default":"240px"}}'),
	('00000000-0000-4000-8000-000000000008', 'Panel', 'PANEL',
		'{"color":{"type":"color","required":false,"default":"#1f2937"},"radius":{"type":"text","required":false,"default":"16px"},"opacity":{"type":"text","required":false,"default":"1","hint":"0 (clear) to 1 (solid)"},"width":{"type":"text","required":false,"default":"600px"},"height":{"type":"text","required":false,"default":"300px"}}')
ON CONFLICT ("id") DO NOTHING;
