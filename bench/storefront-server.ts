/**
 * A server with one seeded, ready store, for the storefront benchmark: started as a child process
 * so the load generator does not share its event loop. Prints `{ url }` of the store's home on
 * stdout once listening; stops on SIGTERM.
 */
import { createTestApp } from '../apps/server/src/testing/test-app.ts';
import { seedStore } from '../apps/server/src/modules/storefront/testing/index.ts';

const server = await createTestApp({}, { workers: false });
const seeded = await seedStore({
  db: server.database.db,
  storage: server.services.storage,
  banner: true,
  store: { name: 'Bench Band' },
});
const home = `${server.baseUrl}/shop/${seeded.store.handle}`;
const product = seeded.products[0];
if (!product) throw new Error('the seeded store has no product');
process.stdout.write(
  `${JSON.stringify({ url: home, productUrl: `${home}/products/${product.handle}` })}\n`,
);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
