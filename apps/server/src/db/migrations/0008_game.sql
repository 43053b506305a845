-- Migration slot of the game module (filled by that module's work).
SELECT 1;
