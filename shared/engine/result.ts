/** Engine results are values: an illegal action is an error message, never an exception. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: string): Result<T> => ({ ok: false, error });

/** Thrown only inside the engine to abort an action; `apply` turns it into an error result. */
export class RuleError extends Error {}

export function fail(message: string): never {
  throw new RuleError(message);
}

export function check(cond: unknown, message: string | (() => string)): asserts cond {
  if (!cond) throw new RuleError(typeof message === 'string' ? message : message());
}

/**
 * An amount the rules determine, as an action may record it: absent, or exactly the engine's own figure. A client's
 * number is never trusted (a crafted `extra_revenue: 1000` would otherwise be paid out).
 */
export function checkRecorded(field: string, recorded: unknown, computed: number): void {
  if (recorded === undefined || recorded === computed) return;
  throw new RuleError(`${field}: recorded ${String(recorded)} but the rules give ${computed}`);
}
