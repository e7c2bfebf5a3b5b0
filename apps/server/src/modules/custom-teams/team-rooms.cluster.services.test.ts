import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAM_ROOM_MESSAGES as R } from "@huddle/contracts/custom-team-rooms";
import { roomSlug } from "@huddle/contracts/rules/room";
import {
  createClusterDatabase,
  startProcessCluster,
  type ClusterDatabase,
  type ProcessCluster,
} from "../../test/cluster.ts";
import { createUser } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import type { ServerProcess } from "../../test/server-process.ts";
import {
  connectSocket,
  emitWithAck,
  nextEvent,
  type TestSocket,
} from "../../test/socket-client.ts";

let database: ClusterDatabase;
let cluster: ProcessCluster;
const sockets: TestSocket[] = [];
let sportsRoom: () => string;

/** Two server processes on one PostgreSQL database and one Redis, as in cluster mode. */
beforeAll(async () => {
  database = await createClusterDatabase();
  sportsRoom = await teamRooms(database);
  cluster = await startProcessCluster(database, {}, { withRedis: true });
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await cluster?.close();
  await database?.close();
});

/** A fan signed in on `node`, with a bound JSON call and a socket to that node. */
async function fanOn(node: ServerProcess, tier?: "pro") {
  const user = await createUser(database, tier ? { membershipTier: tier } : {});
  const login = await fetch(`${node.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ usernameOrEmail: user.username, password: user.password }),
  });
  const token = ((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const call = async (method: string, url: string, body?: object) => {
    const res = await fetch(`${node.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const socket = await connectSocket(node.url, token);
  sockets.push(socket);
  return { user, call, socket };
}

const send = (s: TestSocket, roomSlug: string, messageText: string) =>
  emitWithAck(s, "send-message", { roomSlug, messageText, parentMessageId: null });

describe("custom team rooms on two nodes", () => {
  it("applies a mute and a block made on node A to a member's open socket on node B", async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const owner = await fanOn(nodeA, "pro");
    const created = await owner.call("POST", "/api/custom-teams", {
      name: "Eastside Ballers",
      sport: "Basketball",
      isPublic: false,
    });
    const teamId = (created.body.team as { id: string }).id;
    const slug = roomSlug({ type: "custom-team", customTeamId: teamId });
    const member = await fanOn(nodeB);
    expect((await member.call("POST", `/api/custom-teams/${teamId}/join`)).status).toBe(200);
    const elsewhere = sportsRoom();
    for (const s of [owner.socket, member.socket]) {
      expect(await emitWithAck(s, "join-room", { roomSlug: slug })).toMatchObject({ ok: true });
      await emitWithAck(s, "join-room", { roomSlug: elsewhere });
    }
    // Node B now holds the member's standing in its cache.
    expect(await send(member.socket, slug, "Warming up")).toMatchObject({ ok: true });

    const memberPath = `/api/custom-teams/${teamId}/members/${member.user.id}`;
    expect((await owner.call("POST", `${memberPath}/mute`, { days: 1 })).status).toBe(200);
    // Node B hears of the change through Redis a moment after node A answers; the poll's 1 s
    // limit is well inside the cache's 5 s, so only that message can make this pass.
    await expect
      .poll(
        async () => ((await send(member.socket, slug, "Still here")) as { error?: string }).error,
      )
      .toBe(R.muted);

    let leaked = false;
    member.socket.on("new-message", (m) => (leaked ||= m.roomSlug === slug));
    const left = nextEvent(owner.socket, "user-left", (p) => p.userId === member.user.id);
    expect((await owner.call("POST", `${memberPath}/block`, { reason: "spam" })).status).toBe(200);
    expect(await left).toMatchObject({ roomSlug: slug, onlineCount: 1 });
    const later = nextEvent(member.socket, "new-message", (m) => m.roomSlug === elsewhere);
    await send(owner.socket, slug, "Team only");
    await send(owner.socket, elsewhere, "Everyone");
    await later;
    expect(leaked).toBe(false);
  });
});
