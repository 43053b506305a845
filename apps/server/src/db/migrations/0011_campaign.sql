-- Migration slot of the campaign module (filled by that module's work).
SELECT 1;
