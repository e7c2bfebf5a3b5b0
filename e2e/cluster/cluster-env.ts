/**
 * Where the clustered journeys keep their state (playwright.cluster.config.ts): a database of
 * their own on TEST_DATABASE_URL's server and a Redis database of their own on TEST_REDIS_URL's,
 * both emptied at the start of every run. A second clustered run on the same machine at the same
 * time would share them; CI runs one.
 */
const DATABASE_NAME = "huddle_e2e_cluster";
/** Redis database 9: the services tests use database 0. */
const REDIS_DATABASE = "9";

function required(name: "TEST_DATABASE_URL" | "TEST_REDIS_URL"): URL {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: the clustered journeys (npm run test:e2e:cluster) need PostgreSQL and Redis.`,
    );
  }
  return new URL(value);
}

export function clusterTargets(): { adminUrl: string; databaseUrl: string; redisUrl: string } {
  const admin = required("TEST_DATABASE_URL");
  const database = new URL(admin);
  database.pathname = `/${DATABASE_NAME}`;
  const redis = required("TEST_REDIS_URL");
  redis.pathname = `/${REDIS_DATABASE}`;
  return { adminUrl: admin.href, databaseUrl: database.href, redisUrl: redis.href };
}

export { DATABASE_NAME };
