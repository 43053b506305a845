/**
 * The rules of a quest task (spec 2 section 3: `rules[{metadataTypeId, rulename,
 * operation[{metadataTypeDetailId, operators, value}]}]`) and the catalogue of what the quest
 * engine can score: the event types (the spec's "metadata types": one rule picks one of them) and
 * their details (the fields an operation compares).
 *
 * Meaning of a task's rules: an event counts for the task when it matches ANY of the rules; an
 * event matches a rule when its type is the rule's metadata type and EVERY operation holds (a rule
 * without operations counts every event of its type). A detail the event does not carry never
 * holds, whatever the operator (also "not equal"). The engine compiles this one structure two
 * ways, to a JavaScript check for a live event and to a SQL predicate over stored events, and a
 * test proves that both agree.
 */
export * from './quest-rules/operators';
export * from './quest-rules/catalogue';
export * from './quest-rules/values';
export * from './quest-rules/rule';
export * from './quest-rules/lookups';
