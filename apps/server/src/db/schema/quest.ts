// Tables of the quest module (migration slot 0009_quest.sql).
export {};
