/** The patrol job kinds, named apart from their handlers so scheduling them imports no handler. */
export const PATROL_CLOSE = 'patrol.close';
export const PATROL_REMIND = 'patrol.remind';
export const PATROL_DAY = 'patrol.day';
/** Guards hear of a round this long before it starts. */
export const REMIND_AHEAD_MS = 5 * 60_000;
