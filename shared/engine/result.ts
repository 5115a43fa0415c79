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
