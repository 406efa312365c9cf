/**
 * Run as a child of the bench: the product and a bare Fastify route on the same database, so the
 * load generator in the parent does not share this process's CPU or event loop.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { users } from '../src/platform/auth/tables';
import { openBenchHost } from './bench-host';

// Its own database on PostgreSQL, so a run starts from the demo data alone.
const host = await openBenchHost('bench', { ownDatabase: true });
const app = await host.buildApp();

const bare = Fastify();
bare.get('/bare', async () => {
  const [row] = await host.db.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  return row;
});

host.ready({ app: await host.listen(app), bare: await host.listen(bare), engine: host.engine });
