/**
 * The UI bench page: mounts the real HexBoard and opens saves through GameSession.load, timing both in the page.
 * Driven by bench/ui.ts through `window.uiBench` (the driver scripts the pan and zoom with real mouse input).
 */
import Konva from 'konva';
import { createApp, type App } from 'vue';
import HexBoard from '../../renderer/board/HexBoard.vue';
import type { Action } from '../../shared/engine/actions';
import { GameSession } from '../../shared/session/session';
import type { BoardState } from '../../renderer/board/types';
import type { TitleDef } from '../../shared/title/types';
import type { BenchSave, FrameStats, UiBench } from './api';

declare global {
  interface Window {
    uiBench: UiBench;
  }
}

// Every layer draw is noted with its time, so "first draw" and "frames with a redraw" are measured, not guessed.
let draws: { layer: string; t: number; ms: number; hit: boolean }[] = [];
const drawScene = Konva.Layer.prototype.drawScene;
Konva.Layer.prototype.drawScene = function (this: Konva.Layer, ...args: Parameters<typeof drawScene>) {
  const t0 = performance.now();
  const out = drawScene.apply(this, args);
  const t = performance.now();
  draws.push({ layer: this.name() || 'layer', t, ms: t - t0, hit: false });
  return out;
};
const drawHit = Konva.Layer.prototype.drawHit;
Konva.Layer.prototype.drawHit = function (this: Konva.Layer, ...args: Parameters<typeof drawHit>) {
  const t0 = performance.now();
  const out = drawHit.apply(this, args);
  const t = performance.now();
  draws.push({ layer: `${this.name() || 'layer'} (hit)`, t, ms: t - t0, hit: true });
  return out;
};
// The static map is cached as a bitmap and re-cached when zooming stops: that work happens outside layer draws.
const cache = Konva.Node.prototype.cache;
Konva.Node.prototype.cache = function (this: Konva.Node, ...args: Parameters<typeof cache>) {
  const t0 = performance.now();
  const out = cache.apply(this, args);
  const t = performance.now();
  draws.push({ layer: 'static bitmap cache', t, ms: t - t0, hit: true });
  return out;
};

const LAYERS = ['static-layer', 'tiles-layer', 'interaction-layer'];
let app: App | null = null;

// Inputs are handed over before the timed calls, so their transfer into the page is not timed.
let input: { title: TitleDef; board: BoardState; saveTitle: TitleDef | null; save: string } | null = null;

function mountBoard(): ReturnType<UiBench['mountBoard']> {
  const { title, board } = input!;
  const fresh = structuredClone(title);
  const el = document.getElementById('board')!;
  draws = [];
  const t0 = performance.now();
  app = createApp(HexBoard, { title: fresh, board });
  app.mount(el);
  const mountMs = performance.now() - t0;
  // vue-konva may draw layers during the mount itself; the frame is on screen at the first animation frame after
  // both the mount returned and every layer drew.
  return new Promise((resolve, reject) => {
    // performance.now(), not the callback's frame timestamp: that is the frame's begin time, which may predate the mount's end.
    const check = () => {
      const seen = new Set(draws.map((d) => d.layer));
      if (LAYERS.every((l) => seen.has(l))) {
        const spent = (name: string) => draws.filter((d) => d.layer === name).reduce((a, d) => a + d.ms, 0);
        resolve({ totalMs: performance.now() - t0, mountMs, drawMs: LAYERS.reduce((a, l) => a + spent(l), 0), cacheMs: spent('static bitmap cache') });
      } else if (performance.now() - t0 > 10_000) reject(new Error(`layers drawn: ${[...seen].join(', ') || 'none'}`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

let frameTimes: number[] = [];
let counting = false;
let drawsAtStart = 0;

function frame(t: number): void {
  if (!counting) return;
  frameTimes.push(t);
  requestAnimationFrame(frame);
}

function startFrames(): void {
  frameTimes = [];
  drawsAtStart = draws.length;
  counting = true;
  requestAnimationFrame(frame);
}

function stopFrames(): FrameStats {
  counting = false;
  const ts = frameTimes;
  const gaps = ts
    .slice(1)
    .map((t, i) => t - ts[i])
    .sort((a, b) => a - b);
  const elapsedMs = ts.length > 1 ? ts[ts.length - 1] - ts[0] : 0;
  // A frame "redrew" when a layer draw happened between its start and the next frame's start.
  const during = draws.slice(drawsAtStart).filter((d) => d.t >= (ts[0] ?? 0));
  const ds = during.filter((d) => !d.hit).map((d) => d.t);
  const drawMs: Record<string, { count: number; meanMs: number; maxMs: number }> = {};
  for (const d of during) {
    const e = (drawMs[d.layer] ??= { count: 0, meanMs: 0, maxMs: 0 });
    e.meanMs = (e.meanMs * e.count + d.ms) / (e.count + 1);
    e.count++;
    e.maxMs = Math.max(e.maxMs, d.ms);
  }
  let drawFrames = 0;
  for (let i = 0; i < ts.length; i++) {
    const end = ts[i + 1] ?? Infinity;
    if (ds.some((t) => t >= ts[i] && t < end)) drawFrames++;
  }
  return {
    frames: ts.length,
    drawFrames,
    elapsedMs,
    fps: elapsedMs > 0 ? ((ts.length - 1) * 1000) / elapsedMs : 0,
    worstGapMs: gaps.at(-1) ?? 0,
    p95GapMs: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
    drawMs,
  };
}

/**
 * The scripted pan and zoom, input in the page at display rate (one event per animation frame, as a mouse moving
 * continuously delivers them): 400 ms drags around a circle alternating with wheel zooms (6 notches in, 6 out).
 */
function panZoom(durationMs: number): Promise<FrameStats> {
  const content = document.querySelector('.konvajs-content') as HTMLElement;
  const r = content.getBoundingClientRect();
  const cx = r.left + r.width / 2;
  const cy = r.top + r.height / 2;
  const mouse = (type: string, x: number, y: number, buttons: number) =>
    content.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0, buttons, view: window }));
  startFrames();
  return new Promise((resolve) => {
    const t0 = performance.now();
    let seg = -1;
    let segStart = t0;
    let notch = 0;
    const step = (now: number) => {
      const t = now - t0;
      if (t >= durationMs) {
        if (seg % 2 === 0) mouse('mouseup', cx, cy, 0);
        resolve(stopFrames());
        return;
      }
      const drag = seg % 2 === 0;
      const segDone = drag ? now - segStart >= 400 : notch >= 12;
      if (seg < 0 || segDone) {
        if (drag) mouse('mouseup', cx, cy, 0);
        seg++;
        segStart = now;
        notch = 0;
        if (seg % 2 === 0) mouse('mousedown', cx, cy, 1);
      }
      if (seg % 2 === 0) {
        const a = ((now - segStart) / 400) * 2 * Math.PI;
        mouse('mousemove', cx + 120 * Math.sin(a), cy + 120 * (1 - Math.cos(a)), 1);
      } else {
        content.dispatchEvent(
          new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: cx, clientY: cy, deltaY: notch < 6 ? -100 : 100, view: window }),
        );
        notch++;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

async function openSave() {
  const { saveTitle, save: json } = input!;
  if (!saveTitle) return { error: 'no save given' };
  const fresh = structuredClone(saveTitle);
  const t0 = performance.now();
  const save = JSON.parse(json) as BenchSave;
  const r = await GameSession.load(fresh, save.setup, save.actions as Action[]);
  const ms = performance.now() - t0;
  return r.ok ? { ms, actions: r.value.length } : { error: r.error };
}

window.uiBench = {
  ready: true,
  setInput: (i) => {
    input = i;
  },
  mountBoard,
  unmountBoard: () => {
    app?.unmount();
    app = null;
  },
  startFrames,
  panZoom,
  stopFrames,
  openSave,
};
