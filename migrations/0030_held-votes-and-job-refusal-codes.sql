-- A refused selection job keeps its refusal's code beside its Spanish reason, so that a large heading's
-- refusal answers what the request would have (SELECTION_TOO_LARGE, 422); NULL is CONFLICT (the sweeps').
ALTER TABLE `selection_jobs` ADD `refusal_code` text;
