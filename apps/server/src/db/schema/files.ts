// Tables of the files module (migration slot 0005_files.sql).
export {};
