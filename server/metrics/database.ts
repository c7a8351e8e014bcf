// The PostgreSQL connection pool, read when scraped: connections open, idle, and queries waiting for one.
// Waiting queries above zero for long means the pool (10 per instance) or the database is the bottleneck.
import type pg from "pg";
import { Gauge } from "prom-client";
import { registry } from "./registry";

const pools = new Set<pg.Pool>();

function poolGauge(name: string, help: string, read: (pool: pg.Pool) => number) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const pool of pools) sum += read(pool);
      this.set(sum);
    },
  });
}

poolGauge("db_pool_connections", "PostgreSQL connections open in the pool.", (pool) => pool.totalCount);
poolGauge("db_pool_idle_connections", "PostgreSQL connections idle in the pool.", (pool) => pool.idleCount);
poolGauge("db_pool_waiting_queries", "Queries waiting for a free PostgreSQL connection.", (pool) => pool.waitingCount);

/** Reports `pool` until the returned function is called (when the pool closes). */
export function observeDatabasePool(pool: pg.Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}
