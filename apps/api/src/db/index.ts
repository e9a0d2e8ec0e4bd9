/**
 * `@dukkan/api/database`: what tools outside the server (the demo shop's seed, benchmarks) need to write the
 * shop's database the way the server expects: open it, apply the migrations, and bump the catalogue version
 * so running servers drop their caches after a catalogue write. The tables are `@dukkan/api/tables`.
 */
export { openDatabase, type Database, type DatabaseConnection, type DatabaseTarget } from "./client.js";
export { migrateDatabase } from "./migrate.js";
export { bumpCatalogVersion } from "../cache/catalog-version.js";
