import path from "node:path";
import { roomSlug } from "@huddle/contracts/rules/room";
import { openDatabase, type DatabaseTarget } from "../../src/db/client.ts";
import { systemClock } from "../../src/lib/clock.ts";
import { hashPassword } from "../../src/lib/passwords.ts";
import { generateOpaqueToken, hashToken } from "../../src/lib/secret-tokens.ts";
import { createAccessTokens } from "../../src/modules/auth/access-tokens.ts";
import { createSessionsRepository } from "../../src/modules/auth/sessions.repository.ts";
import { createMessagesRepository } from "../../src/modules/chat/messages.repository.ts";
import { seedSportsReference } from "../../src/modules/sports/seed-reference.ts";
import { createSportsRepository } from "../../src/modules/sports/sports.repository.ts";
import { createUsersRepository } from "../../src/modules/users/users.repository.ts";

/** Passed to every full server the bench starts, so tokens minted here verify there. */
export const BENCH_JWT_SECRET = "huddle-bench-secret-0123456789-abcdefghijklmnop";
const TOKEN_TTL_MS = 3 * 60 * 60 * 1000;
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** The server's own database target: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function databaseTarget(dataDir: string): DatabaseTarget {
  const url = process.env.DATABASE_URL;
  return url ? { kind: "postgres", url } : { kind: "pglite", dataDir: path.join(dataDir, "db") };
}

/**
 * `count` team rooms that exist (only ids in the sports tables are rooms), loading the sports
 * reference as the server's start-up would. The starting team moves with the clock so runs
 * against the same PostgreSQL database each start in rooms the last run did not fill.
 */
export async function benchRooms(target: DatabaseTarget, count: number): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    await seedSportsReference(database.db);
    const ids = (await createSportsRepository(database.db).teams()).map((team) => team.id);
    if (ids.length < count) throw new Error(`only ${ids.length} teams seeded, ${count} wanted`);
    const start = Math.floor(Date.now() / 1000) % ids.length;
    const rotated = [...ids.slice(start), ...ids.slice(0, start)];
    return rotated.slice(0, count).map((teamId) => roomSlug({ type: "team", teamId }));
  } finally {
    await database.close();
  }
}

/** One existing team room (see benchRooms). */
export async function benchRoom(target: DatabaseTarget): Promise<string> {
  const [room] = await benchRooms(target, 1);
  if (!room) throw new Error("no team room seeded");
  return room;
}

export interface SeededUser {
  id: string;
  username: string;
  token: string;
}

export interface SeedOptions {
  users: number;
  /** Messages to store in this room (for the HTTP history bench). */
  messages?: { roomSlug: string; count: number; texts: readonly string[] };
}

/**
 * Writes users, one live session each and optional room history straight into the server's
 * database through its own repositories (registering 1000 users over the API would hit argon2
 * and the registration rate limit), then mints their access tokens. One password hash is
 * computed once and reused. The database is closed before returning: PGlite allows one process.
 */
export async function seed(target: DatabaseTarget, options: SeedOptions): Promise<SeededUser[]> {
  const database = await openDatabase(target);
  try {
    const users = createUsersRepository(database.db);
    const sessions = createSessionsRepository(database.db);
    const tokens = createAccessTokens(
      new TextEncoder().encode(BENCH_JWT_SECRET),
      TOKEN_TTL_MS,
      systemClock,
    );
    const passwordHash = await hashPassword("Bench-fan-1");
    const prefix = `b${Date.now().toString(36)}`;
    const seeded: SeededUser[] = [];
    for (let i = 0; i < options.users; i++) {
      const username = `${prefix}_${i}`;
      const user = await users.insert({
        username,
        email: `${username}@bench.invalid`,
        passwordHash,
        acceptedTerms: true,
        acceptedTermsAt: new Date(),
        emailVerified: true,
        exempt: false,
        favoriteTeam: i % 3 === 0 ? "nfl-12" : null,
      });
      const session = await sessions.insert({
        userId: user.id,
        refreshTokenHash: hashToken(generateOpaqueToken()),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        ip: "127.0.0.1",
        userAgent: "huddle-bench",
      });
      seeded.push({ id: user.id, username, token: await tokens.sign(user.id, session.id) });
    }
    if (options.messages) {
      const messages = createMessagesRepository(database);
      const { roomSlug, count, texts } = options.messages;
      for (let i = 0; i < count; i++) {
        const author = seeded[i % seeded.length];
        await messages.insert({
          roomSlug,
          userId: author?.id ?? null,
          text: `${texts[i % texts.length]} (${i})`,
        });
      }
    }
    return seeded;
  } finally {
    await database.close();
  }
}
