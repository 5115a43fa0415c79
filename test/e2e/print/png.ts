/** A minimal PNG reader for pdftoppm's output (8-bit gray, RGB or RGBA, not interlaced): pixels to measure. */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

export interface Image {
  width: number;
  height: number;
  /** RGB triples, row by row. */
  rgb: Uint8Array;
}

export function readPng(path: string): Image {
  const buf = readFileSync(path);
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, color, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      if (depth !== 8 || interlace !== 0) throw new Error(`${path}: only 8-bit non-interlaced PNGs are read`);
      channels = color === 0 ? 1 : color === 2 ? 3 : color === 6 ? 4 : 0;
      if (!channels) throw new Error(`${path}: colour type ${color} not read`);
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 3);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels]! : 0;
      const b = prev[i]!;
      const c = i >= channels ? prev[i - channels]! : 0;
      let v = line[i]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[i] = v & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const s = x * channels;
      const d = (y * width + x) * 3;
      if (channels === 1) out[d] = out[d + 1] = out[d + 2] = cur[s]!;
      else {
        out[d] = cur[s]!;
        out[d + 1] = cur[s + 1]!;
        out[d + 2] = cur[s + 2]!;
      }
    }
    prev = cur;
  }
  return { width, height, rgb: out };
}

export function pixel(img: Image, x: number, y: number): [number, number, number] {
  const i = (y * img.width + x) * 3;
  return [img.rgb[i]!, img.rgb[i + 1]!, img.rgb[i + 2]!];
}

/** Whether a pixel is within `tol` of a colour given as #rrggbb. */
export function near(p: readonly number[], hex: string, tol = 40): boolean {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.abs(p[0]! - c[0]!) + Math.abs(p[1]! - c[1]!) + Math.abs(p[2]! - c[2]!) <= tol;
}

export const isPaper = (p: readonly number[]): boolean => p[0]! > 245 && p[1]! > 245 && p[2]! > 245;
