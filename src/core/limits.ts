/** The supply lock a successful prepare-mint takes (spec: limits table, "supply lock: 3 minutes"). */
export const SUPPLY_LOCK_MS = 180_000;
