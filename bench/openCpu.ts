/**
 * The page's main-thread CPU from the click to the board drawn, from a Chromium trace (#15): on a machine shared by
 * others the wall time of an open swings with the load (the page's thread waits for a core), its CPU much less, so
 * A/B runs compare by it (bench/openGame.ts, BENCH_OPEN_CPU=1). Each task's thread time (`tdur`) is summed over the
 * tasks of the page's main thread that end after the `desk:open:start` mark and start before `desk:open:drawn`.
 */
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Starts tracing on the page's session; the returned function ends it and gives the CPU (ms), or null if unmarked. */
export async function traceCpu(cdp: CDPSession): Promise<() => Promise<number | null>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing', transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const mark = (name: string) => events.find((e) => e.name === name && (e.cat ?? '').includes('blink.user_timing'));
    const start = mark('desk:open:start');
    const drawn = mark('desk:open:drawn');
    if (!start || !drawn) return null;
    let us = 0;
    for (const e of events)
      if (e.ph === 'X' && TASKS.has(e.name) && e.pid === start.pid && e.tid === start.tid && e.ts + (e.dur ?? 0) >= start.ts && e.ts <= drawn.ts)
        us += e.tdur ?? 0;
    return us / 1000;
  };
}
