import type { Ctx } from '../context';
import { check } from '../result';
import type { CertificateState, OwnerKey } from '../state';
import { noteIssued, noteMoved, noteRetired } from './certIndex';

/**
 * Certificates change holders here and nowhere else, and are made and retired here (resized corporations, 1817 §7.1.1;
 * short pairs, 1817 §5.3). Each holder keeps its certificates in order of arrival (`CertificateState.seq`): a
 * certificate that arrives goes to the end of its new holder's list, as 18xx.games appends a share to its holder's
 * shares. That order names the copy 18xx.games moves when it takes "a share" of a holder (1870 p. 17: the first share of
 * the market or of a player is the one redeemed), and the certificates a new president hands in (1830 §5.3).
 */

/** Moves a certificate to a new holder, at the end of that holder's list. */
export function moveCert(c: Ctx, cert: CertificateState, to: OwnerKey): void {
  const from = cert.owner;
  cert.owner = to;
  cert.seq = ++c.s.seq;
  noteMoved(c, cert, from);
}

/** Moves every certificate of a corporation to one holder (a closed corporation's void certificates, 1846 §8). */
export function moveAllCerts(c: Ctx, sym: string, to: OwnerKey): void {
  for (const id of c.s.certOrder[sym]) {
    const cert = c.s.certificates[id];
    if (cert.owner !== to) moveCert(c, cert, to);
  }
}

/** A new certificate of `sym`, arriving with `owner` now; its percent is for the caller to balance (see below). */
export function issueCert(c: Ctx, sym: string, id: string, percent: number, owner: OwnerKey): CertificateState {
  check(!(id in c.s.certificates), () => `certificate ${id} exists already`);
  const cert: CertificateState = { id, corp: sym, percent, president: false, owner, seq: ++c.s.seq };
  c.s.certificates[id] = cert;
  c.s.certOrder[sym].push(id);
  noteIssued(c, cert);
  return cert;
}

/**
 * A certificate changes size in place, with its holder (a resized corporation's, 1817 §7.1.1; a company reset to one
 * certificate of two shares, 1817 §7.2.4). The caller keeps the corporation's certificates at 100% in all.
 */
export function resizeCert(cert: CertificateState, percent: number): void {
  cert.percent = percent;
}

/** A certificate leaves the game (a short closed with the share bought back, 1817 §5.3). */
export function retireCert(c: Ctx, cert: CertificateState): void {
  noteRetired(c, cert);
  delete c.s.certificates[cert.id];
  const ids = c.s.certOrder[cert.corp];
  ids.splice(ids.indexOf(cert.id), 1);
}
