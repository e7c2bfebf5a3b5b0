import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMessagesResponseSchema, type ChatMessage } from "@huddle/contracts/chat";
import type { TestApp } from "../../test/build-test-app.ts";
import { startAppCluster, type AppCluster, type ClusterDatabase } from "../../test/cluster.ts";
import { signedInUser, type ApiCall } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";

/** Node A's clock runs this far ahead of node B's. */
const CLOCK_SKEW_MS = 60_000;

let cluster: AppCluster;
let database: ClusterDatabase;
let nodeA: TestApp;
let nodeB: TestApp;
let freshRoom: () => string;

/** Two nodes of one cluster (one PostgreSQL database, one Redis) whose clocks disagree. */
beforeAll(async () => {
  cluster = await startAppCluster();
  ({
    database,
    nodes: [nodeA, nodeB],
  } = cluster);
  nodeA.clock.advance(CLOCK_SKEW_MS);
  freshRoom = await teamRooms(database);
}, 60_000);

afterAll(() => cluster?.close());

/** One fan signed in on both nodes. */
async function fanOnBothNodes(): Promise<{ onA: ApiCall; onB: ApiCall }> {
  const { user, call: onA } = await signedInUser(nodeA.app, database);
  const { call: onB } = await signedInUser(nodeB.app, database, {
    username: `${user.username}_b`,
    email: `b_${user.email}`,
  });
  return { onA, onB };
}

async function send(call: ApiCall, room: string, messageText: string): Promise<ChatMessage> {
  const res = await call("POST", `/api/chat/rooms/${room}/messages`, { messageText });
  expect(res.statusCode).toBe(201);
  return (res.json() as { message: ChatMessage }).message;
}

async function list(call: ApiCall, room: string, query: string): Promise<ChatMessage[]> {
  const res = await call("GET", `/api/chat/rooms/${room}/messages?${query}`);
  expect(res.statusCode).toBe(200);
  return listMessagesResponseSchema.parse(res.json()).messages;
}

/** Follows `?after=` page by page from `fromId`, as a reconnecting client does. */
async function catchUp(call: ApiCall, room: string, fromId: string, limit: number) {
  const seen: ChatMessage[] = [];
  let after = fromId;
  for (;;) {
    const page = await list(call, room, `after=${after}&limit=${limit}`);
    seen.push(...page);
    if (page.length < limit) return seen;
    after = page.at(-1)!.id;
  }
}

describe("message order on two nodes whose clocks differ", () => {
  it("catches up without skipping a message stored by the node whose clock is behind", async () => {
    const { onA, onB } = await fanOnBothNodes();
    const room = freshRoom();
    const first = await send(onA, room, "A: kickoff");
    const second = await send(onB, room, "B: what a return");
    const third = await send(onA, room, "A: touchdown");
    const fourth = await send(onB, room, "B: extra point good");

    // Each node still stamps the time it shows with its own clock: B's later message looks older.
    expect(Date.parse(second.createdAt)).toBeLessThan(Date.parse(first.createdAt));

    const texts = (messages: ChatMessage[]) => messages.map((m) => m.text);
    for (const call of [onA, onB]) {
      expect(texts(await list(call, room, `after=${first.id}`))).toEqual([
        "B: what a return",
        "A: touchdown",
        "B: extra point good",
      ]);
      expect(texts(await list(call, room, `after=${second.id}`))).toEqual([
        "A: touchdown",
        "B: extra point good",
      ]);
      expect(await list(call, room, `after=${fourth.id}`)).toEqual([]);
    }
    expect(texts(await list(onB, room, "limit=10"))).toEqual(texts([fourth, third, second, first]));
  });

  it("gives sends racing on both nodes one order that history and catch-up agree on", async () => {
    const fans = await Promise.all([1, 2, 3].map(() => fanOnBothNodes()));
    const room = freshRoom();
    const opening = await send(fans[0]!.onA, room, "opening");
    // Three fans each send two messages through each node, all at once: 12 racing sends.
    const racing = await Promise.all(
      fans.flatMap((fan, f) =>
        [0, 1].flatMap((n) => [
          send(fan.onA, room, `fan ${f} on A #${n}`),
          send(fan.onB, room, `fan ${f} on B #${n}`),
        ]),
      ),
    );
    const bySeq = [...racing].sort((x, y) => x.seq - y.seq);
    expect(new Set(racing.map((m) => m.seq)).size).toBe(racing.length);
    expect(bySeq[0]!.seq).toBeGreaterThan(opening.seq);

    const history = await list(fans[1]!.onB, room, "limit=20");
    expect(history.map((m) => m.id)).toEqual(
      [...bySeq]
        .reverse()
        .map((m) => m.id)
        .concat(opening.id),
    );
    for (const call of [fans[2]!.onA, fans[2]!.onB]) {
      const caughtUp = await catchUp(call, room, opening.id, 5);
      expect(caughtUp.map((m) => m.id)).toEqual(bySeq.map((m) => m.id));
    }
  });
});
