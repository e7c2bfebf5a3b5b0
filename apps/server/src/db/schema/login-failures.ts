import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed sign-ins per (account, address). Kept in the database rather than in memory so the
 * 5-in-15-minutes rule holds across restarts and across nodes.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountKey: text("account_key").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_lookup_idx").on(t.accountKey, t.ip, t.createdAt)],
);
