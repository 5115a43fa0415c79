/** Errors as values inside main: a `Result` carries either a value or a coded, readable error. */
import { DeskError, type ErrorCode } from '../shared/ipc/channels';

export type Failure = { ok: false; error: { code: ErrorCode; message: string } };
export type Result<T> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: ErrorCode, message: string): Failure => ({ ok: false, error: { code, message } });

/** Unwrap a result where the caller reports errors by throwing (the channel handlers). */
export function orThrow<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new DeskError(result.error.code, result.error.message);
}
