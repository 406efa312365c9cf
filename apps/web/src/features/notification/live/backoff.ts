/**
 * How long to wait before reconnect attempt `attempt` (0 = the first after a drop): doubling
 * from 1 s to at most 30 s, with jitter so a restarted server is not hit by every console at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling * (0.5 + random() / 2));
}
