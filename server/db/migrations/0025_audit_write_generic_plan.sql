-- Speed: audit_write's INSERT … SELECT was planned again at every audited statement.
-- PL/pgSQL keeps a function's plans, but a query with parameters gets a "custom" plan for each
-- call as long as the planner estimates one cheaper than the generic plan, and for this query it
-- always did: about 1.5 ms of planning per call against 0.45 ms for the whole call with the kept
-- generic plan (1,000 calls, PostgreSQL 15). Its generic plan is the one a custom plan would be
-- anyway: nested loops on unnest(pairs) with primary-key lookups of graphics_controllers and venues.
ALTER FUNCTION "audit_write"(text, text, text, text, jsonb[]) SET plan_cache_mode = force_generic_plan;
