-- Migration slot of the quest_engine module (filled by that module's work).
SELECT 1;
