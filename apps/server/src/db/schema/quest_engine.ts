// Tables of the quest_engine module (migration slot 0012_quest_engine.sql).
export {};
