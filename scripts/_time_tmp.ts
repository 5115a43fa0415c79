import { readFileSync } from 'node:fs';
import { loadTitle } from '../test/support/fixtures';
import { clickPlan } from '../test/e2e/support/clickPlan';
const rec = JSON.parse(readFileSync('test/fixtures/games/18NY/108746.json', 'utf8'));
let t = Date.now();
const plan = clickPlan(loadTitle('18NY'), rec);
console.log('plan', Date.now() - t); t = Date.now();
for (let i = 0; i < plan.steps.length; i++) { plan.at(i); plan.at(i + 1); }
console.log('at x2', Date.now() - t);
