-- Migration slot of the quest module (filled by that module's work).
SELECT 1;
