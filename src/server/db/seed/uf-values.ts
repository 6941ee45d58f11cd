import { ufValues } from '../schema';
import type { SeedContext } from './context';

// The UF of every day of the demo's year (issue 34), from the same curve the demo's payments
// convert with, so the financing and the estimates show pesos from the first start.

const DAY_MS = 86_400_000;

export async function seedUfValues(ctx: SeedContext): Promise<void> {
  const { timeline } = ctx;
  const rows = [];
  for (let at = timeline.start.getTime(); at <= timeline.now.getTime() + DAY_MS; at += DAY_MS) {
    const date = new Date(at);
    rows.push({ date: timeline.day(date), value: timeline.ufValue(date).toFixed(2) });
  }
  await ctx.tx.insert(ufValues).values(rows).onConflictDoNothing();
}
