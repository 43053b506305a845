/** The read-state filter: both, only unread, only read (the call's isRead omitted / false / true). */
export const READ_STATES = ['all', 'unread', 'read'] as const;
export type ReadState = (typeof READ_STATES)[number];

export function isReadOf(state: ReadState): boolean | undefined {
  return state === 'all' ? undefined : state === 'read';
}

export function isReadState(value: string | null): value is ReadState {
  return (READ_STATES as readonly (string | null)[]).includes(value);
}
