/**
 * `npm run fuzz`: the large fuzz run over every position of every recorded 1830 and 1846 game (the test suite runs a
 * seeded subset). Prints the figures and the problems found; exits 1 if any mutant was accepted wrongly or refused
 * with an unclean message. `FUZZ_RATE=0.2 FUZZ_SEED=7 npm run fuzz` mutates a share of positions only; `FUZZ_LOADING=1` applies every mutant
 * as a log being loaded (live-play-only checks skipped), the way a crafted save reaches the engine.
 */
import { formatFigures, fuzz } from '../test/reliability/fuzz';

const rate = Number(process.env.FUZZ_RATE ?? 1);
const seed = Number(process.env.FUZZ_SEED ?? 1);
const started = Date.now();
const f = fuzz({ rate, seed, loading: process.env.FUZZ_LOADING === '1' });
for (const p of f.problems.slice(0, 50)) console.log(p);
if (f.problems.length > 50) console.log(`... and ${f.problems.length - 50} more`);
console.log(formatFigures(f));
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(f.acceptedWrongly || f.uncleanMessages || f.legalActionsChangedState ? 1 : 0);
