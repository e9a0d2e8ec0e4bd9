/**
 * bench/products: `GET products/{code}` (DEFAULT and FULL fields) against a bare
 * Fastify JSON route in the same run. Usage: `node bench/products.mjs` (BENCH_DATABASE_URL for PostgreSQL).
 */
import { compare, startServers } from "./harness.mjs";

const servers = await startServers();
try {
  const occ = `${servers.apiUrl}/occ/v2/dukkan`;
  const code = servers.sampleProductCode;
  await compare({
    title: `products/${code}`,
    baselineUrl: servers.baselineUrl,
    targets: [
      { name: `GET products/${code} (DEFAULT)`, url: `${occ}/products/${encodeURIComponent(code)}` },
      {
        name: `GET products/${code}?fields=FULL&lang=ar`,
        url: `${occ}/products/${encodeURIComponent(code)}?fields=FULL&lang=ar`,
      },
    ],
  });
} finally {
  servers.stop();
}
