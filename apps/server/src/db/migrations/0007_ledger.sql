-- Migration slot of the ledger module (filled by that module's work).
SELECT 1;
