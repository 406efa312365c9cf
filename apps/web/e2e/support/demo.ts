/** The demo users the API seeds (SEED_DEMO=true); all share one password. */
export const PASSWORD = 'demo1234';
export const USERS = {
  pmc: 'pmc@demo.test',
  resident: 'resident@demo.test',
  committee: 'committee@demo.test',
  guard: 'guard@demo.test',
} as const;
export type DemoUser = keyof typeof USERS;
