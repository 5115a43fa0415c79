/**
 * Lists of track atoms as sparse bitsets (atom a: bit a & 31 of word a >> 5), one per list: list i's words are
 * `words[start[i] .. start[i + 1])`, each with its `bits`. A list's atoms lie in a few words, so whether its track is
 * free is a few ANDs against the used track's words (a chain in `search.ts`, a listed route in `lastRoutes.ts`).
 */
export interface AtomWords {
  start: Int32Array<ArrayBuffer>;
  words: Int32Array<ArrayBuffer>;
  bits: Int32Array<ArrayBuffer>;
}

/** Packs `count` lists of atoms, list i being `atoms[from(i) .. to(i))`. */
export function atomWords(atoms: ArrayLike<number>, count: number, from: (i: number) => number, to: (i: number) => number): AtomWords {
  const start = new Int32Array(count + 1);
  const words: number[] = [];
  const bits: number[] = [];
  for (let i = 0; i < count; i++) {
    const first = words.length;
    for (let k = from(i), hi = to(i); k < hi; k++) {
      const a = atoms[k]!;
      let w = first;
      while (w < words.length && words[w] !== a >> 5) w++;
      if (w === words.length) {
        words.push(a >> 5);
        bits.push(0);
      }
      bits[w]! |= 1 << (a & 31);
    }
    start[i + 1] = words.length;
  }
  return { start, words: Int32Array.from(words), bits: Int32Array.from(bits) };
}
