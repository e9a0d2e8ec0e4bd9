/**
 * `/bench/bare`: the baseline of `bench/pages.mjs` — a static page in the root document alone (no loader data, no
 * header or footer), served by the same server as the shop's pages. A 404 unless the storefront was started with
 * STOREFRONT_BENCH_BASELINE=1, as the bench starts it.
 */
import { data } from "react-router";

export function loader() {
  if (process.env.STOREFRONT_BENCH_BASELINE !== "1") throw data(null, { status: 404 });
  return null;
}

export const meta = () => [{ title: "Bench baseline" }, { name: "robots", content: "noindex" }];

export default function BarePage() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Bench baseline</h1>
      <p>A static page rendered by React Router through the storefront's server.</p>
    </main>
  );
}
