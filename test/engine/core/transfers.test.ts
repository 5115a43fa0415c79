import { describe, expect, it } from 'vitest';
import { context, createGame } from '../../../shared/engine/game';
import type { Ctx } from '../../../shared/engine/context';
import { certsOf } from '../../../shared/engine/entities';
import { conservationProblems } from '../../../shared/engine/conservation';
import { depotTrains } from '../../../shared/engine/trains';
import { cashOf, pay, payAll } from '../../../shared/engine/transfer/cash';
import { issueCert, moveAllCerts, moveCert, resizeCert, retireCert } from '../../../shared/engine/transfer/certs';
import { addDepotTrain, moveAllTrains, moveTrain } from '../../../shared/engine/transfer/trains';
import { moveAllCompanies, moveCompany, retireCompany } from '../../../shared/engine/transfer/companies';
import { closeCompany } from '../../../shared/engine/companies';
import { addToken, followRelaidStations, handOverStation, keepTokens, liftStation, placeStation } from '../../../shared/engine/transfer/tokens';
import { lendLoan, moveAllLoans, returnAllLoans, returnLoan } from '../../../shared/engine/transfer/loans';
import { BANK, corpKey, ipoKey, playerKey, POOL, RUSTED } from '../../../shared/engine/state';
import { standardRules } from '../../../shared/rules/standard';
import { loadTitle } from '../../support/fixtures';

/**
 * The transfer helpers (`shared/engine/transfer/`): every asset changes holders through them, each holder keeps what
 * it holds in order of arrival (which names the copy 18xx.games moves), and what one holder loses another gains. The
 * test title is 1830's data played by the standard rules.
 */
function fresh(): Ctx {
  const t = loadTitle('1830');
  const r = createGame(t, standardRules, { players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })), seed: 1 });
  if (!r.ok) throw new Error(r.error);
  return context(r.value);
}

const RuleError = /./;

describe('cash moves between holders and is conserved', () => {
  it('pay takes from one holder what it gives the other; payAll moves everything the holder has', () => {
    const c = fresh();
    const bank = c.s.bank!;
    pay(c, BANK, corpKey('PRR'), 300);
    pay(c, playerKey(1), corpKey('PRR'), 50);
    expect(cashOf(c, corpKey('PRR'))).toBe(350);
    expect(c.s.bank).toBe(bank - 300);
    expect(payAll(c, corpKey('PRR'), BANK)).toBe(350);
    expect(c.s.corporations.PRR.cash).toBe(0);
    expect(conservationProblems(c.s)).toEqual([]);
  });

  it('a holder that holds no cash, or an amount that is not a number, is refused by name', () => {
    const c = fresh();
    expect(() => pay(c, BANK, POOL, 10)).toThrow('pool holds no cash');
    expect(() => pay(c, BANK, playerKey(9), 10)).toThrow('unknown player 9');
    expect(() => pay(c, BANK, corpKey('XX'), 10)).toThrow('unknown corporation XX');
    expect(() => pay(c, BANK, playerKey(1), NaN)).toThrow(RuleError);
    expect(conservationProblems(c.s)).toEqual([]);
  });
});

describe('certificates arrive at the end of their new holder’s list', () => {
  it('a holder’s certificates are listed in the order they arrived, not by number', () => {
    const c = fresh();
    for (const id of ['PRR_3', 'PRR_1', 'PRR_2']) moveCert(c, c.s.certificates[id], playerKey(1));
    expect(certsOf(c, 'PRR', playerKey(1)).map((x) => x.id)).toEqual(['PRR_3', 'PRR_1', 'PRR_2']);
    // Leaving and coming back puts a certificate last.
    moveCert(c, c.s.certificates.PRR_3, POOL);
    moveCert(c, c.s.certificates.PRR_3, playerKey(1));
    expect(certsOf(c, 'PRR', playerKey(1)).map((x) => x.id)).toEqual(['PRR_1', 'PRR_2', 'PRR_3']);
  });

  it('moveAllCerts gathers a corporation’s certificates with one holder; issue and retire keep 100% when balanced', () => {
    const c = fresh();
    moveCert(c, c.s.certificates.PRR_1, playerKey(2));
    moveAllCerts(c, 'PRR', ipoKey('PRR'));
    expect(certsOf(c, 'PRR', ipoKey('PRR'))).toHaveLength(c.s.certOrder.PRR.length);
    const share = issueCert(c, 'PRR', 'PRR_10', 10, POOL);
    const short = issueCert(c, 'PRR', 'PRR_11', -10, playerKey(1));
    expect(conservationProblems(c.s)).toEqual([]);
    expect(() => issueCert(c, 'PRR', 'PRR_10', 10, POOL)).toThrow('PRR_10 exists already');
    retireCert(c, share);
    retireCert(c, short);
    expect(conservationProblems(c.s)).toEqual([]);
  });
});

describe('trains arrive at the end of their new holder’s list', () => {
  it('a train moving between corporations leaves one list and joins the end of the other', () => {
    const c = fresh();
    const [a, b, d] = c.s.trainOrder.slice(0, 3).map((id) => c.s.trains[id]);
    for (const t of [a, b]) moveTrain(c, t, corpKey('PRR'));
    moveTrain(c, d, corpKey('NYC'));
    moveTrain(c, a, corpKey('NYC'));
    expect(c.s.corporations.PRR.trains).toEqual([b.id]);
    expect(c.s.corporations.NYC.trains).toEqual([d.id, a.id]);
    expect(a.owner).toBe(corpKey('NYC'));
  });

  it('the open market offers the first train of a type that arrived there, however it arrived (1830 §6.6.1)', () => {
    const c = fresh();
    const [t0, t1, t2] = c.s.trainOrder.slice(0, 3).map((id) => c.s.trains[id]);
    moveTrain(c, t0, corpKey('PRR'));
    moveTrain(c, t1, corpKey('PRR'));
    moveTrain(c, t2, corpKey('NYC'));
    // NYC discards first; PRR's trains follow when it closes: NYC's train is the one the market offers.
    moveTrain(c, t2, POOL);
    moveAllTrains(c, c.s.corporations.PRR, POOL);
    expect(c.s.corporations.PRR.trains).toEqual([]);
    expect(
      depotTrains(c)
        .filter((t) => t.owner === POOL)
        .map((t) => t.id),
    ).toEqual([t2.id]);
    moveTrain(c, t2, corpKey('B&O'));
    expect(
      depotTrains(c)
        .filter((t) => t.owner === POOL)
        .map((t) => t.id),
    ).toEqual([t0.id]);
  });

  it('a train its corporation does not list is refused by name; trains out of play hold no place', () => {
    const c = fresh();
    const t = c.s.trains[c.s.trainOrder[0]];
    moveTrain(c, t, corpKey('PRR'));
    c.s.corporations.PRR.trains = [];
    expect(() => moveTrain(c, t, POOL)).toThrow(`${t.id} is not among PRR's trains`);
    c.s.corporations.PRR.trains = [t.id];
    moveTrain(c, t, RUSTED);
    expect(c.s.corporations.PRR.trains).toEqual([]);
    expect(t.owner).toBe(RUSTED);
  });
});

describe('a new train copy joins the depot after its type', () => {
  it('addDepotTrain numbers it after the last copy and the depot sells it last of its type (1830 optional 6-train)', () => {
    const c = fresh();
    const t = addDepotTrain(c, '6');
    expect(t).toMatchObject({ id: '6-2', name: '6', owner: 'depot' });
    expect(c.s.trainOrder.filter((id) => id.startsWith('6-'))).toEqual(['6-0', '6-1', '6-2']);
    expect(c.s.trainOrder[c.s.trainOrder.indexOf('6-2') + 1]).toMatch(/^D-/);
    expect(() => addDepotTrain(c, '9')).toThrow('no train 9 to copy');
  });
});

describe('private companies change holders through one helper', () => {
  it('a private goes from player to corporation, all of a holder’s privates move together, and a closed one moves no more', () => {
    const c = fresh();
    moveCompany(c, 'SV', playerKey(1));
    moveCompany(c, 'CS', playerKey(1));
    moveCompany(c, 'SV', corpKey('PRR'));
    expect(c.s.companies.SV.owner).toBe(corpKey('PRR'));
    moveAllCompanies(c, playerKey(1), corpKey('NYC'));
    expect(c.s.companies.CS.owner).toBe(corpKey('NYC'));
    closeCompany(c, 'CS');
    expect(c.s.companies.CS).toMatchObject({ owner: null, closed: true });
    expect(() => moveCompany(c, 'CS', playerKey(2))).toThrow('CS is closed');
    expect(() => moveCompany(c, 'SV', POOL)).toThrow('SV cannot go to pool');
    expect(() => moveCompany(c, 'SV', playerKey(9))).toThrow('unknown player 9');
    expect(c.s.companies.SV.owner).toBe(corpKey('PRR'));
  });

  it('a private taken out of the game unsold (1817 §4.2) or closed where held leaves its holder, once', () => {
    const c = fresh();
    retireCompany(c, 'SV');
    expect(c.s.companies.SV).toMatchObject({ owner: null, closed: true });
    moveCompany(c, 'CS', playerKey(1));
    retireCompany(c, 'CS');
    expect(retireCompany(c, 'CS')).toMatchObject({ owner: null, closed: true });
    expect(() => retireCompany(c, 'XX')).toThrow('unknown private XX');
  });
});

describe('loans change holders through one helper (the ledger of loans.ts)', () => {
  it('the bank lends its next numbered loan; a loan given back leaves its holder; a merger passes them all on', () => {
    const c = fresh();
    const prr = c.s.corporations.PRR;
    const nyc = c.s.corporations.NYC;
    const first = lendLoan(c, prr);
    const second = lendLoan(c, prr);
    const third = lendLoan(c, nyc);
    expect([first, second, third]).toEqual([first, first + 1, first + 2]);
    returnLoan(c, prr, first);
    expect(() => returnLoan(c, prr, first)).toThrow(`PRR does not hold loan #${first}`);
    moveAllLoans(prr, nyc);
    expect(nyc.loans).toEqual([third, second]);
    expect(prr.loans).toEqual([]);
    expect(returnAllLoans(c, nyc)).toBe(2);
    expect(nyc.loans).toEqual([]);
  });
});

describe('stations change place through one helper: the hex’s slots and the token agree', () => {
  /** A city hex of the 1830 map with one open slot in city 0 and no reservation (a preprinted city). */
  function openCity(c: Ctx): string {
    const hex = Object.keys(c.s.hexes).find((h) => {
      const x = c.s.hexes[h];
      return x.tokens.length === 1 && x.tokens[0].length >= 1 && x.tokens[0].every((t) => !t) && x.reserved.every((s) => s.every((r) => !r));
    });
    if (!hex) throw new Error('no open city');
    return hex;
  }

  it('a station placed fills its slot; lifted, the slot is open and the token back on the charter', () => {
    const c = fresh();
    const hex = openCity(c);
    const k = c.s.corporations.PRR;
    const token = k.tokens[1];
    placeStation(c, k, token, hex, 0, 0);
    expect(c.s.hexes[hex].tokens[0][0]).toBe('PRR');
    expect(token).toMatchObject({ hex, stop: 0 });
    expect(() => placeStation(c, c.s.corporations.NYC, c.s.corporations.NYC.tokens[1], hex, 0, 0)).toThrow(`slot 0 of city 0 on ${hex} holds PRR`);
    liftStation(c, k, token);
    expect(c.s.hexes[hex].tokens[0][0]).toBeNull();
    expect(token.hex).toBeNull();
    expect(() => liftStation(c, k, token)).toThrow('not on the map');
  });

  it('a station handed over stays in its slot under its new corporation, on a token of its own (1846 §6.93)', () => {
    const c = fresh();
    const hex = openCity(c);
    const [from, to] = [c.s.corporations.PRR, c.s.corporations.NYC];
    placeStation(c, from, from.tokens[1], hex, 0, 0);
    const extra = addToken(to, 0);
    handOverStation(c, from, from.tokens[1], to, extra);
    expect(c.s.hexes[hex].tokens[0][0]).toBe('NYC');
    expect(from.tokens[1].hex).toBeNull();
    expect(to.tokens.at(-1)).toMatchObject({ price: 0, hex, stop: 0 });
  });

  it('a station may stand beside a city, past its slots (1870 destination station); the slots between stay open', () => {
    const c = fresh();
    const hex = openCity(c);
    const k = c.s.corporations.PRR;
    const slots = c.s.hexes[hex].tokens[0].length;
    placeStation(c, k, addToken(k, 100), hex, 0, slots + 1);
    expect(c.s.hexes[hex].tokens[0]).toEqual([...new Array<null>(slots + 1).fill(null), 'PRR']);
  });

  it('stations follow their city to a tile laid over theirs; a corporation keeps only tokens off the map it names', () => {
    const c = fresh();
    const hex = openCity(c);
    const k = c.s.corporations.PRR;
    placeStation(c, k, k.tokens[1], hex, 0, 0);
    followRelaidStations(c, hex, c.s.hexes[hex].tokens, [1]);
    expect(k.tokens[1]).toMatchObject({ hex, stop: 1 });
    expect(() => keepTokens(k, [k.tokens[0]])).toThrow(`PRR's station on ${hex} cannot leave the game from the map`);
    keepTokens(k, [k.tokens[1], k.tokens[0]]);
    expect(k.tokens.map((t) => t.price)).toEqual([40, 0]);
  });
});

describe('a certificate changes size with its holder', () => {
  it('resizeCert changes the percent in place (1817: a company reset to two shares)', () => {
    const c = fresh();
    const pres = c.s.certificates.PRR_0;
    for (const id of c.s.certOrder.PRR.slice(1)) retireCert(c, c.s.certificates[id]);
    resizeCert(pres, 100);
    expect(pres).toMatchObject({ percent: 100, owner: ipoKey('PRR') });
    expect(conservationProblems(c.s)).toEqual([]);
  });
});
