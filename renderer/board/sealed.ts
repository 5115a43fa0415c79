import { markRaw } from 'vue';
import type { ShapeSpec } from './types';

/**
 * Marks a value raw (Vue skips it in deep watches: vue-konva deep-watches every `config`) and freezes it.
 * markRaw must come first: it adds a property, which a frozen object refuses.
 */
export function sealed<T extends object>(value: T): Readonly<T> {
  return Object.freeze(markRaw(value));
}

/** A ShapeSpec with its config and children sealed, all the way down. */
export function sealSpec(s: ShapeSpec): ShapeSpec {
  return sealed({ kind: s.kind, config: sealed({ ...s.config }), ...(s.children ? { children: sealed(s.children.map(sealSpec)) } : {}) });
}
