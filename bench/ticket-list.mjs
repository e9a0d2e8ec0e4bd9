/**
 * bench/ticket-list: a customer's support tickets and return requests per second, for a customer with 500 of each
 * (bench/ticket-list-fixture.ts bulk-inserts them), against the bare Fastify JSON route in the API's process:
 * GET users/current/tickets (page 1 and page 100, 5 a page, each ticket with its conversation) and GET
 * users/current/orderReturns (page 1 and page 100). Usage: `node bench/ticket-list.mjs` (BENCH_DATABASE_URL for
 * PostgreSQL; BENCH_TICKETS to change 500).
 */
import { compare, startServers } from "./harness.mjs";

const servers = await startServers({ BENCH_TICKET_LIST: "1" });
try {
  const { tickets, returns, seconds } = servers.ticketListSeeded;
  console.log(
    `\nticket and return lists: ${tickets} tickets and ${returns} return requests (seeded in ${seconds.toFixed(1)} s)`,
  );
  const headers = { authorization: `Bearer ${servers.ticketListToken}` };
  const occ = `${servers.apiUrl}/occ/v2/dukkan/users/current`;
  // Each list answers 200 with its rows before it is measured.
  for (const url of [`${occ}/tickets`, `${occ}/orderReturns`]) {
    const answer = await fetch(url, { headers });
    const body = await answer.json();
    const rows = body.tickets ?? body.returnRequests;
    if (answer.status !== 200 || !Array.isArray(rows) || rows.length !== 5) {
      throw new Error(`${url}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
  }
  await compare({
    title: "API: support tickets and return requests of a customer with 500 of each",
    baselineUrl: servers.baselineUrl,
    targets: [
      { name: "GET tickets (page 1, byChangedDate, 5 with conversations)", url: `${occ}/tickets`, headers },
      { name: "GET tickets (page 100, byId)", url: `${occ}/tickets?sort=byId&currentPage=99`, headers },
      { name: "GET orderReturns (page 1)", url: `${occ}/orderReturns`, headers },
      { name: "GET orderReturns (page 100)", url: `${occ}/orderReturns?currentPage=99`, headers },
    ],
  });
} finally {
  servers.stop();
}
