-- Migration slot of the files module (filled by that module's work).
SELECT 1;
