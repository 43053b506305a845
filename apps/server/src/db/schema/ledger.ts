// Tables of the ledger module (migration slot 0007_ledger.sql).
export {};
