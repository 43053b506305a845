// Tables of the content module (migration slot 0010_content.sql).
export {};
