/** The game store: a session with undo/redo, saves in the save-file format, autosave, and failed opens that keep the game. */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, expect, test } from 'vitest';
import { setApiForTests, useGameStore } from '../../../renderer/stores/game';
import { useGameViewStore } from '../../../renderer/stores/gameView';
import { useTitleStore } from '../../../renderer/stores/title';
import { loadTitle } from '../titles';
import { fakeApi } from './fakeApi';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dave'].map((name, i) => ({ id: i + 1, name }));
let fake: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  setActivePinia(createPinia());
  fake = fakeApi();
  setApiForTests(fake.api);
  useTitleStore().setTitle(loadTitle('1830'), 'hash-1830');
  expect(await useGameStore().newGame('1830', { players: PLAYERS, seed: 7 })).toBeNull();
});

const tick = () => new Promise((r) => setTimeout(r, 0));

test('a new game starts in the private auction with Alice to act and her options from the legal actions', () => {
  const game = useGameStore();
  const view = useGameViewStore();
  expect(view.round).toBe('Private auction');
  expect(view.turn).toBe('Alice');
  const bid = game.legal.find((a) => a.type === 'bid');
  expect(bid && 'options' in bid && bid.options[0]).toMatchObject({ company: 'SV', min: 20, buy: true });
});

test('an action replaces the state, is autosaved, and can be undone and redone', async () => {
  const game = useGameStore();
  const before = game.current;
  expect(game.act({ type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 })).toBeNull();
  expect(game.current).not.toBe(before);
  expect(useGameViewStore().turn).toBe('Bob');
  await tick();
  expect(fake.autosaves.at(-1)!.actions.map((a) => a.type)).toEqual(['bid']);
  expect(game.undo()).toBeNull();
  expect(useGameViewStore().turn).toBe('Alice');
  expect(game.canRedo).toBe(true);
  expect(game.redo()).toBeNull();
  expect(useGameViewStore().turn).toBe('Bob');
});

test('an illegal action is refused with the engine’s reason and changes nothing', () => {
  const game = useGameStore();
  const before = game.current;
  const err = game.act({ type: 'bid', entity: 2, entity_type: 'player', company: 'SV', price: 20 });
  expect(err).toBeTruthy();
  expect(game.error).toBe(err);
  expect(game.current).toBe(before);
});

test('a save holds title id, version and hash, players, seed, optional rules and the action log', async () => {
  const game = useGameStore();
  game.act({ type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 });
  expect(await game.save(true, 'games/a.18xx')).toBeNull();
  const save = fake.files['games/a.18xx'] as Record<string, unknown>;
  expect(save).toMatchObject({
    format: '18xx-desk-save',
    title: { id: '1830', version: loadTitle('1830').version, hash: 'hash-1830' },
    players: PLAYERS,
    seed: 7,
    optionalRules: [],
  });
  expect((save.actions as { type: string }[]).map((a) => a.type)).toEqual(['bid']);
  expect(game.path).toBe('games/a.18xx');
  expect(game.dirty).toBe(false);
});

test('a save that does not replay is refused and the game in progress is kept', async () => {
  const game = useGameStore();
  game.act({ type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 });
  const kept = game.current;
  fake.files['bad.18xx'] = { ...game.toSave()!, actions: [{ type: 'bid', entity: 3, entity_type: 'player', company: 'BO', price: 5 }] };
  const err = await game.open('bad.18xx');
  expect(err).toMatch(/cannot be replayed: .*The game in progress was kept/);
  expect(game.current).toBe(kept);
  expect(await game.open('missing.18xx')).toMatch(/Cannot open missing\.18xx: .*kept/);
  expect(game.current).toBe(kept);
});

test('history: an earlier state is shown without changing the game; continuing from it takes back later actions', () => {
  const game = useGameStore();
  game.act({ type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 });
  game.act({ type: 'bid', entity: 2, entity_type: 'player', company: 'CS', price: 40 });
  expect(game.at(1)).toBeNull();
  expect(useGameViewStore().turn).toBe('Bob');
  expect(game.legal).toEqual([]);
  expect(game.act({ type: 'pass', entity: 2, entity_type: 'player' })).toMatch(/history/);
  expect(game.continueFrom(1)).toBeNull();
  expect(game.historyAt).toBeNull();
  expect(game.length).toBe(1);
  expect(useGameViewStore().turn).toBe('Bob');
});

test('auction bids stand on a private and are shown with the bidder', async () => {
  const { mount } = await import('@vue/test-utils');
  const AuctionPanel = (await import('../../../renderer/play/AuctionPanel.vue')).default;
  const game = useGameStore();
  expect(game.act({ type: 'bid', entity: 1, entity_type: 'player', company: 'CS', price: 45 })).toBeNull();
  const bid = game.legal.find((a) => a.type === 'bid')!;
  const w = mount(AuctionPanel, { props: { action: bid as never } });
  expect(w.get('[data-testid="bids-CS"]').text()).toBe('bids: Alice $45');
  w.unmount();
});

test('a game of another title shows that title only with the game itself, and an open that fails never shows it (#15)', async () => {
  const game = useGameStore();
  const titles = useTitleStore();
  const before = titles.title;
  // The title is read slowly: meanwhile the game and the map shown stay as they were.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const get = fake.api.titles.get;
  fake.api.titles.get = async (q) => (await gate, get(q));
  fake.files['other.18xx'] = { ...game.toSave()!, title: { id: '1846', version: loadTitle('1846').version, hash: 'hash-1846' }, actions: [] };
  const opening = game.open('other.18xx');
  for (let i = 0; i < 5; i++) await tick();
  expect(titles.title).toBe(before);
  release();
  expect(await opening).toBeNull();
  expect([titles.title?.id, titles.hash]).toEqual(['1846', 'hash-1846']);
  expect(game.session?.title).toBe(titles.title);

  // A save of another title that does not replay: neither its title nor its game is shown.
  const shown = titles.title;
  fake.files['bad1830.18xx'] = {
    ...game.toSave()!,
    title: { id: '1830', version: loadTitle('1830').version, hash: 'hash-1830' },
    actions: [{ type: 'bid', entity: 3, entity_type: 'player', company: 'BO', price: 5 }],
  };
  expect(await game.open('bad1830.18xx')).toMatch(/cannot be replayed/);
  expect(titles.title).toBe(shown);
});
