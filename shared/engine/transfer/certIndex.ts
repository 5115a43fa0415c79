import type { Ctx } from '../context';
import type { CertificateState, OwnerKey } from '../state';

/**
 * Certificates by holder, oldest first: a cache rebuilt from the state (`c.s.certificates`, whose owners it lists), never
 * saved. The stock round's checks after every action (certificate limit, 1830 §5.2; conforming to limits, §4.3) ask what
 * one player holds; walking every certificate of every corporation for that was a tenth of an 18NY replay.
 *
 * Kept per certificates record, so a copied state (`structuredClone`) starts without one and builds its own on first
 * use; certificates change holders only in `certs.ts`, which keeps an index that exists in step.
 */
type Index = Map<OwnerKey, CertificateState[]>;

const indexes = new WeakMap<Record<string, CertificateState>, Index>();

const NONE: readonly CertificateState[] = [];

/** The certificates `owner` holds, oldest first (shorts included). Read only: the index's own list. */
export function heldBy(c: Ctx, owner: OwnerKey): readonly CertificateState[] {
  return indexOf(c).get(owner) ?? NONE;
}

function indexOf(c: Ctx): Index {
  let index = indexes.get(c.s.certificates);
  if (!index) indexes.set(c.s.certificates, (index = build(c.s.certificates)));
  return index;
}

function build(certificates: Record<string, CertificateState>): Index {
  const index: Index = new Map();
  for (const id in certificates) add(index, certificates[id]);
  for (const list of index.values()) list.sort((a, b) => a.seq - b.seq);
  return index;
}

function add(index: Index, cert: CertificateState): void {
  const list = index.get(cert.owner);
  if (list) list.push(cert);
  else index.set(cert.owner, [cert]);
}

function remove(index: Index, cert: CertificateState, owner: OwnerKey): void {
  const list = index.get(owner);
  const at = list ? list.indexOf(cert) : -1;
  if (at >= 0) list!.splice(at, 1);
}

/** For `certs.ts`: `cert` has left `from` and arrived, newest, with its present owner. */
export function noteMoved(c: Ctx, cert: CertificateState, from: OwnerKey): void {
  const index = indexes.get(c.s.certificates);
  if (!index) return;
  remove(index, cert, from);
  add(index, cert);
}

/** For `certs.ts`: a certificate was issued (newest with its owner). */
export function noteIssued(c: Ctx, cert: CertificateState): void {
  const index = indexes.get(c.s.certificates);
  if (index) add(index, cert);
}

/** For `certs.ts`: a certificate left the game. */
export function noteRetired(c: Ctx, cert: CertificateState): void {
  const index = indexes.get(c.s.certificates);
  if (index) remove(index, cert, cert.owner);
}
