-- Regions are reference data. Gaming venues with GMV codes are an Australian and New
-- Zealand business, so: the eight Australian states and territories, and New Zealand.
INSERT INTO "regions" ("name") VALUES
	('Australian Capital Territory'),
	('New South Wales'),
	('Northern Territory'),
	('Queensland'),
	('South Australia'),
	('Tasmania'),
	('Victoria'),
	('Western Australia'),
	('New Zealand')
ON CONFLICT ("name") DO NOTHING;
