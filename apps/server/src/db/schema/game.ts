// Tables of the game module (migration slot 0008_game.sql).
export {};
