import { describe, expect, it } from 'vitest';
import { isWindowsReservedName, svgProblem } from '../../main/packs/assetCheck';
import type { TitlePack } from '../../shared/ipc/pack';
import { freshStore, snapshot, userPack } from '../main/packs/fixtures';

/** Title packs from strangers (issue #17): names that are devices on Windows, images that are not what they say. */

const dataUrl = (type: string, bytes: string | Buffer) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const svg = (inner: string) => dataUrl('image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

type Edit = (p: TitlePack) => void;
const withAsset =
  (name: string, url: string): Edit =>
  (p) => {
    p.assets[name] = url;
  };

const refused: [string, Edit, RegExp][] = [
  ['an SVG with a script', withAsset('a.svg', svg('<script>alert(1)</script>')), /\/assets\/a\.svg: the SVG holds a script/],
  ['an SVG with an event handler', withAsset('a.svg', svg('<rect onload="alert(1)"/>')), /\/assets\/a\.svg: the SVG holds an event handler attribute/],
  ['an SVG linking to a site', withAsset('a.svg', svg('<image href="https://evil.example/x.png"/>')), /holds a reference to another file or site/],
  ['an SVG using a file', withAsset('a.svg', svg('<use xlink:href="file:///etc/passwd#x"/>')), /holds a reference to another file or site/],
  ['an SVG styled from a site', withAsset('a.svg', svg('<rect style="fill:url(https://evil.example/p)"/>')), /holds a url\(\) reference/],
  ['an SVG with foreign HTML', withAsset('a.svg', svg('<foreignObject><iframe/></foreignObject>')), /holds embedded content/],
  [
    'an SVG with an entity bomb',
    withAsset('a.svg', dataUrl('image/svg+xml', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg/>')),
    /holds a DOCTYPE/,
  ],
  ['HTML named .svg', withAsset('a.svg', dataUrl('image/svg+xml', '<html><body>hi</body></html>')), /is not an SVG image/],
  ['an SVG named .png', withAsset('a.png', dataUrl('image/png', '<svg/>')), /\/assets\/a\.png: the bytes are not a PNG image/],
  ['a PNG named .jpg', withAsset('a.jpg', dataUrl('image/jpeg', PNG)), /the bytes are not a JPG image/],
  ['a data URL of another type', withAsset('a.png', dataUrl('image/gif', PNG)), /the data URL says image\/gif but the name says image\/png/],
  ['an asset named like a Windows device', withAsset('con.svg', svg('')), /\/assets\/con\.svg: "con\.svg" is a name Windows reserves/],
  [
    'a title file named like a Windows device',
    (p) => {
      p.files['nul.json'] = {};
    },
    /\/files\/nul\.json: "nul\.json" is a name Windows reserves/,
  ],
  [
    'a pack id naming a Windows device',
    (p) => {
      (p.files['title.json'] as { id: string }).id = 'COM1';
    },
    /\/files\/title\.json\/id: "COM1" is a name Windows reserves/,
  ],
  [
    'an asset reference reaching an inherited property',
    (p) => {
      (p.files['map.json'] as { map: { hexes: { icons?: string[] }[] } }).map.hexes[0].icons = ['asset:toString'];
    },
    /asset "toString" is not in the pack's assets/,
  ],
];

describe('installing a title pack', { timeout: 60_000 }, () => {
  it.each(refused)('refuses %s, naming where, and writes nothing', async (_what, edit, message) => {
    const { store, appData } = freshStore();
    const pack = await userPack();
    edit(pack);
    const before = snapshot(appData);
    const r = await store.install(pack);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
    expect(snapshot(appData)).toEqual(before);
  });

  it('accepts clean images whose bytes match their names', async () => {
    const { store } = freshStore();
    const pack = await userPack();
    pack.assets['meat.svg'] = svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/>');
    pack.assets['logo.png'] = dataUrl('image/png', PNG);
    pack.assets['photo.jpg'] = dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const r = await store.install(pack);
    expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
  });
});

describe('names and images, one by one', () => {
  it.each(['CON', 'prn.json', 'Aux.svg', 'nul', 'COM1.png', 'lpt9', 'name.', 'name '])('%j is reserved on Windows', (name) => {
    expect(isWindowsReservedName(name)).toBe(true);
  });
  it.each(['1830', 'console.svg', 'com10', 'nullable.json'])('%j is not', (name) => {
    expect(isWindowsReservedName(name)).toBe(false);
  });
  it('an SVG may start with an XML declaration and comments', () => {
    expect(svgProblem('<?xml version="1.0"?>\n<!-- drawn by hand --><svg viewBox="0 0 1 1"/>')).toBeNull();
  });
});
