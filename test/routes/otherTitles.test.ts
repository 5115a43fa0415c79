import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateRoutes } from '../../shared/graph/routes';
import type { RouteTrain } from '../../shared/graph/types';
import type { RevenueColor } from '../../shared/title/types';
import { optimizeRoutes } from '../../shared/routes/optimize';
import { BoardReplay, effectiveActions, loadFixture, loadTitle, loadTraceTokens } from '../graph/replay';
import { FIXTURES } from '../support/fixtures';

/**
 * The optimiser on the boards of every title's recorded games, rebuilt without the rules engine (test/graph's board
 * replay, tokens from the reference traces) and scored without title hooks: with the trains that ran, the best run
 * is never below the players' run scored the same way, and every search finishes.
 */

/** The board replay's own phase colour and train lookup (kept private there; read here). */
interface ReplayInternals {
  phaseColor(): RevenueColor;
  train(id: string): RouteTrain | undefined;
  syncTokens(tokens: unknown): void;
}

for (const title of ['1846', '1870', '1817', '18NY']) {
  describe(`best routes on recorded ${title} boards (no title hooks)`, () => {
    for (const file of readdirSync(`${FIXTURES}/${title}`)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      it(`${file}: never below the players, always proved`, () => {
        const trace = loadTraceTokens(title, file);
        const replay = new BoardReplay(loadTitle(title), {}, trace !== null);
        const inner = replay as unknown as ReplayInternals;
        const problems: string[] = [];
        let previous = trace?.get(0);
        for (const a of effectiveActions(loadFixture(title, file).actions)) {
          const traced = trace !== null && a.id !== undefined && trace.has(a.id);
          if (traced && previous) inner.syncTokens(previous);
          if (a.type === 'run_routes' && a.routes?.length && problems.length < 5) {
            const corp = String(a.entity);
            const phase = inner.phaseColor();
            const players = validateRoutes(replay.graph, corp, a.routes, (id) => inner.train(id), phase, {});
            if (players.ok) {
              const trains = a.routes.map((r) => ({ id: r.train, train: inner.train(r.train)! }));
              const best = optimizeRoutes(replay.graph, corp, trains, phase, {}, { timeLimitMs: 10_000 });
              if (best.revenue < players.total) problems.push(`#${a.id} ${corp}: best ${best.revenue} < players ${players.total}`);
              if (!best.optimal) problems.push(`#${a.id} ${corp}: not proved within 10 s`);
            }
          }
          replay.apply(a);
          if (traced) previous = trace!.get(a.id!);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
