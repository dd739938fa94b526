-- The base assets every layout is made of: TEXT, IMAGE and VIDEO, with the
-- config schema the editor's configuration dialog follows. Fixed ids, so seeds and tests can name them.
INSERT INTO "assets" ("id", "name", "type", "config_schema") VALUES
	('00000000-0000-4000-8000-000000000001', 'Text', 'TEXT',
		'{"value":{"type":"text","required":true},"typeface":{"type":"typeface","required":false},"width":{"type":"text","required":false},"height":{"type":"text","required":false}}'),
	('00000000-0000-4000-8000-000000000002', 'Image', 'IMAGE',
		'{"file_id":{"type":"image","required":true},"width":{"type":"text","required":false},"height":{"type":"text","required":false}}'),
	('00000000-0000-4000-8000-000000000003', 'Video', 'VIDEO',
		'{"file_id":{"type":"video","required":true},"width":{"type":"text","required":false},"height":{"type":"text","required":false}}')
ON CONFLICT ("id") DO NOTHING;
