/**
 * 18xx-maker's named colours (its default theme names them: `brightGreen`, `turquoise`, ...) → CSS colours for our
 * corporation colours. A name not listed here is kept when it is a CSS colour already, and reported otherwise.
 */
const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#d81e3e',
  orange: '#f48221',
  yellow: '#ffe600',
  green: '#237333',
  brightGreen: '#6ec037',
  lightGreen: '#9ed69e',
  turquoise: '#00a3a3',
  blue: '#0189d1',
  lightBlue: '#7fcdf5',
  navy: '#15347a',
  purple: '#772282',
  violet: '#a05aab',
  pink: '#f5a3c7',
  brown: '#7b352a',
  maroon: '#80182b',
  gray: '#7a7a7a',
  grey: '#7a7a7a',
  lightGray: '#bcbcbc',
  gold: '#d4af37',
};

export function makerColor(name: string | undefined, where: string, unmapped: string[]): string {
  if (!name) {
    unmapped.push(`${where}: no colour: gray`);
    return NAMED.gray!;
  }
  if (NAMED[name]) return NAMED[name];
  if (/^#[0-9a-f]{3,8}$/i.test(name) || /^[a-z]+$/.test(name)) return name;
  unmapped.push(`${where}: colour "${name}" not known: gray`);
  return NAMED.gray!;
}
