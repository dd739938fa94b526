ALTER TABLE "assets" DROP CONSTRAINT "assets_type_check";--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_type_check" CHECK ("assets"."type" in ('GROUP', 'TEXT', 'IMAGE', 'VIDEO', 'DISPLAY', 'CLOCK', 'COUNTDOWN', 'TICKER', 'QRCODE', 'PANEL', 'DATAVALUE'));--> statement-breakpoint
-- The data value widget (docs/live-data.md), seeded like the other widgets (contract/assets.ts BASE_ASSET_IDS):
-- a data source's field drawn live in a template, or the fallback text once the value is stale.
INSERT INTO "assets" ("id", "name", "type", "config_schema") VALUES
	('00000000-0000-4000-8000-000000000009', 'Data value', 'DATAVALUE',
		'{"dataSourceId":{"type":"dataSource","required":true},"key":{"type":"dataKey","required":true},"format":{"type":"choice","required":false,"options":["currency","number","text"],"default":"currency"},"template":{"type":"text","required":false,"hint":"{value} is replaced by the value, e.g. Major jackpot {value}"},"fallbackText":{"type":"text","required":true,"default":"Unavailable","hint":"Shown instead of a value older than its source''s limit"},"showAge":{"type":"choice","required":false,"options":["false","true"],"default":"false"},"typeface":{"type":"typeface","required":false},"width":{"type":"text","required":false,"default":"800px"},"height":{"type":"text","required":false,"default":"160px"}}')
ON CONFLICT ("id") DO NOTHING;
