// Tables of the report module (migration slot 0006_report.sql).
export {};
