-- Migration slot of the content module (filled by that module's work).
SELECT 1;
