import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { graph } from '../../engine/board';
import { log } from '../../engine/entities';
import { check } from '../../engine/result';
import { byCorp, operatingCorp, orRound, orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { corpKey, type CorporationState } from '../../engine/state';
import { state18NY } from './state';
import { trackDistance } from './trackWalk';

/**
 * 18NY 7.1.3.3 Coal Tokens: the six Pennsylvania coal locations. A company that connects to one takes its coal token
 * at once (after placing its station, before running), worth $10 on every run from then on. Until the 12H train
 * the Coal Fields private's owner alone may claim them (while the private is open). The claims are automatic
 * actions (`claim_hex_token`), followed by a `pass` that ends the step, as 18xx.games records them.
 */

export const COAL_STEP = 'coal';

const locations = (c: Ctx) => (c.title.settings?.coalLocations ?? []) as string[][];

/** Coal locations not yet claimed (indexes into the title's list). */
const coalLeft = (c: Ctx): number[] =>
  locations(c)
    .map((_, i) => i)
    .filter((i) => !state18NY(c).coalClaimed.includes(i));

/** May the corporation claim coal now: the Coal Fields private is closed, or the corporation owns it? */
function mayClaim(c: Ctx, k: CorporationState): boolean {
  const pcf = c.s.companies.PCF;
  return !pcf || pcf.closed || pcf.owner === corpKey(k.sym);
}

/** The hexes the corporation's track reaches, one per unclaimed coal location (the nearest of its hexes reached). */
export function connectedCoalHexes(c: Ctx, k: CorporationState): string[] {
  const g = graph(c);
  const conn = g.connectivity(k.sym);
  const reached = (hex: string) => {
    const h = g.hexIndex.get(hex);
    if (h === undefined) return false;
    for (let i = 0; i < g.maxPaths; i++) if (conn.paths[h * g.maxPaths + i]) return true;
    return false;
  };
  const stations = new Set(k.tokens.map((t) => t.hex));
  const out: string[] = [];
  for (const i of coalLeft(c)) {
    const hexes = locations(c)[i].filter(reached);
    if (hexes.length < 2) {
      if (hexes.length) out.push(hexes[0]);
      continue;
    }
    // Where track reaches two hexes of a location, 18xx.games names the one its walk from the stations meets first:
    // the nearer along the track; at the same distance, the later listed (the hex its map marks with the coal; seen
    // in agree 4p immediate s307, F0 and G1 both three hexes from minor 9's D4: G1).
    const far = (hex: string) => trackDistance(c, hex, (h) => stations.has(h)) ?? Infinity;
    out.push(hexes.reduce((best, hex) => (far(hex) <= far(best) ? hex : best)));
  }
  return out;
}

function claim(c: Ctx, k: CorporationState, a: ActionOf<'claim_hex_token'>): void {
  const st = state18NY(c);
  const hex = String(a.hex);
  const loc = coalLeft(c).find((i) => locations(c)[i].includes(hex));
  check(loc !== undefined, () => `there is no coal token left at ${hex}`);
  check(mayClaim(c, k), () => `only the Coal Fields' owner may claim coal before the 12H train`);
  // A recorded claim is trusted while loading, as 18xx.games does; a new one must be connected.
  if (!c.loading) check(connectedCoalHexes(c, k).includes(hex), () => `${k.sym} is not connected to the coal at ${hex}`);
  st.coalClaimed.push(loc!);
  st.coal[k.sym] = (st.coal[k.sym] ?? 0) + 10;
  log(c, `${k.sym} claims the coal token at ${hex}`);
}

export const coalStep: OrStep = {
  name: COAL_STEP,
  active: () => true,
  accepts: (_c, k, a) => byCorp(k, a) && (a.type === 'claim_hex_token' || a.type === 'pass'),
  offers: () => ['pass'],
  process(c, a) {
    const k = c.s.corporations[String(a.entity)];
    if (a.type === 'pass') orTurn(c).done.push(COAL_STEP);
    else claim(c, k, a as ActionOf<'claim_hex_token'>);
  },
};

/** The automatic actions of the coal step when the operating corporation stands at it: its claims, then a pass. */
export function coalAutoActions(c: Ctx): Action[] {
  if (c.s.round.kind !== 'operating' || c.s.pending.length || orRound(c).turn.step !== COAL_STEP) return [];
  const k = operatingCorp(c);
  if (!k) return [];
  const entity = { entity: k.sym, entity_type: 'corporation' as const };
  const claims = mayClaim(c, k) ? connectedCoalHexes(c, k) : [];
  return [...claims.map((hex) => ({ type: 'claim_hex_token', ...entity, hex, token_type: 'coal' }) as Action), { type: 'pass', ...entity } as Action];
}

/** Coal revenue of the corporation's claimed tokens, added to its run. */
export const coalRevenue = (c: Ctx, sym: string): number => state18NY(c).coal[sym] ?? 0;
