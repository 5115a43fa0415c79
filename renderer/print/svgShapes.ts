/**
 * The board's ShapeSpecs (Konva node descriptions from tileArt / mapArt) as SVG, for printing: vector output is
 * exact at any printer resolution and keeps PDFs small, where canvases would be bitmaps. Only what the board's art
 * uses is translated; `SUPPORTED_KEYS` lists it and a test walks every title's art for keys not listed, so new
 * drawing features fail loudly instead of printing wrong.
 */
import { cloneVNode, h, type VNode } from 'vue';
import type { ShapeSpec } from '../board/types';

/** Config keys this translation honours (or may ignore: `listening`, `name`, `hexId`, `tileId`, `icon` do not draw). */
export const SUPPORTED_KEYS = new Set([
  'x',
  'y',
  'rotation',
  'offsetX',
  'offsetY',
  'scaleX',
  'scaleY',
  'opacity',
  'visible',
  'listening',
  'name',
  'hexId',
  'tileId',
  'icon',
  'points',
  'closed',
  'tension',
  'fill',
  'stroke',
  'strokeWidth',
  'lineCap',
  'lineJoin',
  'dash',
  'radius',
  'width',
  'height',
  'cornerRadius',
  'text',
  'fontSize',
  'fontFamily',
  'fontStyle',
  'align',
  'verticalAlign',
  'wrap',
  'lineHeight',
  'padding',
]);

const r3 = (n: number): number => Math.round(n * 1000) / 1000;
const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);

/** Konva's node transform: translate(x, y) · rotate · scale · translate(-offset). */
function transform(c: Readonly<Record<string, unknown>>): string | undefined {
  const parts: string[] = [];
  const x = num(c.x);
  const y = num(c.y);
  if (x || y) parts.push(`translate(${r3(x)} ${r3(y)})`);
  if (num(c.rotation)) parts.push(`rotate(${r3(num(c.rotation))})`);
  const sx = num(c.scaleX, 1);
  const sy = num(c.scaleY, 1);
  if (sx !== 1 || sy !== 1) parts.push(`scale(${r3(sx)} ${r3(sy)})`);
  const ox = num(c.offsetX);
  const oy = num(c.offsetY);
  if (ox || oy) parts.push(`translate(${r3(-ox)} ${r3(-oy)})`);
  return parts.length ? parts.join(' ') : undefined;
}

function paint(c: Readonly<Record<string, unknown>>, fillable: boolean): Record<string, unknown> {
  const a: Record<string, unknown> = {};
  a.fill = fillable && typeof c.fill === 'string' ? c.fill : 'none';
  if (typeof c.stroke === 'string') {
    a.stroke = c.stroke;
    a['stroke-width'] = r3(num(c.strokeWidth, 1));
    // Canvas defaults (Konva leaves them): butt caps, miter joins with limit 10.
    a['stroke-miterlimit'] = 10;
    if (typeof c.lineCap === 'string') a['stroke-linecap'] = c.lineCap;
    if (typeof c.lineJoin === 'string') a['stroke-linejoin'] = c.lineJoin;
    if (Array.isArray(c.dash) && c.dash.length) a['stroke-dasharray'] = (c.dash as number[]).map(r3).join(' ');
  }
  if (c.opacity !== undefined) a.opacity = num(c.opacity, 1);
  return a;
}

/** Cardinal-spline control points of Konva's `tension` (the same construction, so curves match the screen). */
function controlPoints(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, t: number): number[] {
  const d01 = Math.hypot(x1 - x0, y1 - y0);
  const d12 = Math.hypot(x2 - x1, y2 - y1);
  const sum = d01 + d12;
  if (sum === 0) return [x1, y1, x1, y1];
  const fa = (t * d01) / sum;
  const fb = (t * d12) / sum;
  return [x1 - fa * (x2 - x0), y1 - fa * (y2 - y0), x1 + fb * (x2 - x0), y1 + fb * (y2 - y0)];
}

/** SVG path data of an open Konva line with tension: a quadratic, cubics through the inner points, a quadratic. */
export function tensionPath(p: readonly number[], tension: number): string {
  const n = p.length;
  const tp: number[] = [];
  for (let i = 2; i < n - 2; i += 2) {
    const cp = controlPoints(p[i - 2]!, p[i - 1]!, p[i]!, p[i + 1]!, p[i + 2]!, p[i + 3]!, tension);
    tp.push(cp[0]!, cp[1]!, p[i]!, p[i + 1]!, cp[2]!, cp[3]!);
  }
  const f = (v: number) => r3(v);
  let d = `M${f(p[0]!)} ${f(p[1]!)} Q${f(tp[0]!)} ${f(tp[1]!)} ${f(tp[2]!)} ${f(tp[3]!)}`;
  let k = 4;
  while (k < tp.length - 2) {
    d += ` C${f(tp[k]!)} ${f(tp[k + 1]!)} ${f(tp[k + 2]!)} ${f(tp[k + 3]!)} ${f(tp[k + 4]!)} ${f(tp[k + 5]!)}`;
    k += 6;
  }
  d += ` Q${f(tp[tp.length - 2]!)} ${f(tp[tp.length - 1]!)} ${f(p[n - 2]!)} ${f(p[n - 1]!)}`;
  return d;
}

function lineNode(c: Readonly<Record<string, unknown>>): VNode {
  const pts = (c.points as number[] | undefined) ?? [];
  const closed = c.closed === true;
  const tension = num(c.tension);
  if (tension && !closed && pts.length > 4) return h('path', { d: tensionPath(pts, tension), ...paint(c, false) });
  const list = pts.map(r3).join(' ');
  return closed ? h('polygon', { points: list, ...paint(c, true) }) : h('polyline', { points: list, ...paint(c, false) });
}

/** Distance from a line box's middle down to the alphabetic baseline, as Konva measures it ('M', font box). */
const baselineShiftPer100 = new Map<string, number>();
function baselineShift(style: string, family: string, size: number): number {
  const key = `${style}|${family}`;
  let per100 = baselineShiftPer100.get(key);
  if (per100 === undefined) {
    per100 = 35; // fallback close to Arial's (ascent 0.905, descent 0.212) / 2
    const ctx = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
    if (ctx) {
      ctx.font = `${style} 100px ${family}`;
      const m = ctx.measureText('M');
      const ascent = m.fontBoundingBoxAscent ?? m.actualBoundingBoxAscent;
      const descent = m.fontBoundingBoxDescent ?? m.actualBoundingBoxDescent;
      if (Number.isFinite(ascent) && Number.isFinite(descent)) per100 = (ascent - descent) / 2;
    }
    baselineShiftPer100.set(key, per100);
  }
  return (per100 * size) / 100;
}

function textNode(c: Readonly<Record<string, unknown>>): VNode | null {
  const text = String(c.text ?? '');
  if (!text) return null;
  const size = num(c.fontSize, 12);
  const family = typeof c.fontFamily === 'string' ? c.fontFamily : 'Arial';
  const style = typeof c.fontStyle === 'string' ? c.fontStyle : 'normal';
  const lineHeight = num(c.lineHeight, 1) * size;
  const padding = num(c.padding);
  const lines = text.split('\n');
  const width = num(c.width, NaN);
  const height = num(c.height, NaN);
  const align = c.align === 'center' || c.align === 'right' ? c.align : 'left';
  const free = Number.isFinite(height) ? height - lines.length * lineHeight - 2 * padding : 0;
  const top = padding + (c.verticalAlign === 'middle' ? free / 2 : c.verticalAlign === 'bottom' ? free : 0);
  const inner = Number.isFinite(width) ? width - 2 * padding : 0;
  const x = padding + (align === 'center' ? inner / 2 : align === 'right' ? inner : 0);
  const shift = baselineShift(style, family, size);
  const weight = /bold|[5-9]00/.test(style) ? (/([5-9]00)/.exec(style)?.[1] ?? 'bold') : undefined;
  return h(
    'text',
    {
      'font-family': family,
      'font-size': r3(size),
      ...(weight ? { 'font-weight': weight } : {}),
      ...(/italic/.test(style) ? { 'font-style': 'italic' } : {}),
      'text-anchor': align === 'center' ? 'middle' : align === 'right' ? 'end' : 'start',
      fill: typeof c.fill === 'string' ? c.fill : 'black',
      ...(c.opacity !== undefined ? { opacity: num(c.opacity, 1) } : {}),
      'xml:space': 'preserve',
    },
    lines.map((line, i) => h('tspan', { x: r3(x), y: r3(top + (i + 0.5) * lineHeight + shift) }, line)),
  );
}

/** One spec (and its children) as an SVG element, or null when it draws nothing. */
export function svgNode(spec: ShapeSpec, key?: string | number): VNode | null {
  const c = spec.config;
  if (c.visible === false) return null;
  let inner: VNode | null;
  switch (spec.kind) {
    case 'line':
      inner = lineNode(c);
      break;
    case 'circle':
      inner = h('circle', { cx: 0, cy: 0, r: r3(num(c.radius)), ...paint(c, true) });
      break;
    case 'rect': {
      const w = num(c.width);
      const hh = num(c.height);
      const rx = Math.min(num(c.cornerRadius), w / 2, hh / 2);
      inner = h('rect', { x: 0, y: 0, width: r3(w), height: r3(hh), ...(rx > 0 ? { rx: r3(rx) } : {}), ...paint(c, true) });
      break;
    }
    case 'text':
      inner = textNode(c);
      break;
    case 'group': {
      const children = (spec.children ?? []).map((s, i) => svgNode(s, i)).filter((n): n is VNode => n !== null);
      const t = transform(c);
      // Map hexes keep their id, so a page (or a test) can find where a hex is printed.
      const id = typeof c.hexId === 'string' ? { 'data-hex': c.hexId } : {};
      return h('g', { key, ...id, ...(t ? { transform: t } : {}), ...(c.opacity !== undefined ? { opacity: num(c.opacity, 1) } : {}) }, children);
    }
  }
  if (!inner) return null;
  const t = transform(c);
  // Lines are drawn in their parent's coordinates plus x/y; circles and rects about their own origin.
  return t ? h('g', { key, transform: t }, [inner]) : key !== undefined ? cloneVNode(inner, { key }) : inner;
}

export function svgNodes(specs: readonly ShapeSpec[]): VNode[] {
  return specs.map((s, i) => svgNode(s, i)).filter((n): n is VNode => n !== null);
}

/** Every config key used by specs (recursively), for checking SUPPORTED_KEYS. */
export function configKeys(specs: readonly ShapeSpec[], into = new Set<string>()): Set<string> {
  for (const s of specs) {
    for (const k of Object.keys(s.config)) into.add(k);
    if (s.children) configKeys(s.children, into);
  }
  return into;
}
