import { DeskError, type Envelope } from '../../shared/ipc/channels';

/** Turn a result envelope into a value, or a rejection with a `DeskError` carrying main's code and message. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope && typeof envelope === 'object' && 'ok' in envelope) {
    if (envelope.ok) return envelope.value;
    throw new DeskError(envelope.error.code, envelope.error.message);
  }
  throw new DeskError('internal', 'malformed reply from the app back end');
}
