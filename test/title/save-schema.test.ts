import { describe, expect, it } from 'vitest';
import { validateSave } from '../../shared/title/validate';

const save = () => ({
  format: '18xx-desk-save',
  formatVersion: 1,
  engineVersion: '0.1.0',
  title: { id: '1830', version: '1.0.0', hash: 'sha256:abc' },
  players: [
    { id: 1, name: 'Ann' },
    { id: 2, name: 'Bob' },
  ],
  seed: 26855,
  optionalRules: [],
  actions: [{ type: 'bid', entity: 1, entity_type: 'player', id: 1, company: 'SV', price: 20 }],
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:05:00Z',
});

describe('save file schema', () => {
  it('accepts a well-formed save', () => expect(validateSave(save())).toEqual([]));

  it.each([
    ['wrong format tag', (s: any) => (s.format = 'other'), 'save: /format: must be "18xx-desk-save"'],
    ['missing seed', (s: any) => delete s.seed, 'save: /seed: is required'],
    ['player id neither a number nor a name', (s: any) => (s.players[0].id = true), 'save: /players/0/id: must be integer,string'],
    ['title without hash', (s: any) => delete s.title.hash, 'save: /title/hash: is required'],
    ['action without type', (s: any) => delete s.actions[0].type, 'save: /actions/0/type: is required'],
  ])('rejects %s', (_name, defect, error) => {
    const s = save();
    defect(s);
    expect(validateSave(s)).toEqual([error]);
  });
});
