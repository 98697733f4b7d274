/** Response credits: each suggested reply the assistant writes uses one; a new store has 500. */
export const DEFAULT_RESPONSE_CREDITS = 500;
