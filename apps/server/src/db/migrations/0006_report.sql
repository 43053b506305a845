-- Migration slot of the report module (filled by that module's work).
SELECT 1;
