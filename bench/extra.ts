/** Benchmarks beyond the replay (called by bench/run.ts after the replay report). */
import { benchRoutes } from './routes';

export default async function extra(): Promise<void> {
  console.log('== Route optimiser');
  for (const line of benchRoutes(Number(process.env.BENCH_ROUTE_ROUNDS ?? 15))) console.log(line);
}
