import { markRaw } from 'vue';

/**
 * Marks a value raw (Vue skips it in deep watches: vue-konva deep-watches every `config`) and freezes it.
 * markRaw must come first: it adds a property, which a frozen object refuses.
 */
export function sealed<T extends object>(value: T): Readonly<T> {
  return Object.freeze(markRaw(value));
}
