/**
 * The baseline for `bench:chat`: the least a Socket.IO broadcast server can do. Same transport
 * options as the real server, no auth, no validation, no filter, no storage: join joins, send
 * broadcasts a ChatMessage-shaped payload of the same size to the room and acks it.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Server } from "socket.io";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ClientToServerEvents, ServerToClientEvents } from "@huddle/contracts/realtime";
import { addressOf, roomFromSlug, roomUrl } from "@huddle/contracts/rules/room";

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? "127.0.0.1";

const http = createServer((req, res) => {
  if (req.url === "/api/health") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"status":"ok"}');
    return;
  }
  res.writeHead(404).end();
});

const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
  path: "/socket.io",
  transports: ["websocket", "polling"],
  serveClient: false,
  maxHttpBufferSize: 16 * 1024,
  pingInterval: 25_000,
  pingTimeout: 20_000,
});

let sockets = 0;
/** Stands in for the database sequence that orders real messages. */
let lastSeq = 0;
io.on("connection", (socket) => {
  const user = { id: randomUUID(), username: `fan_${++sockets}`, avatar: null };

  socket.on("join-room", async ({ roomSlug }, ack) => {
    await socket.join(roomSlug);
    ack?.({ ok: true, roomSlug, onlineCount: io.sockets.adapter.rooms.get(roomSlug)?.size ?? 0 });
  });

  socket.on("send-message", ({ roomSlug, messageText }, ack) => {
    const text = messageText.trim();
    const room = roomFromSlug(roomSlug);
    const message: ChatMessage = {
      id: randomUUID(),
      seq: ++lastSeq,
      roomSlug,
      userId: user.id,
      user,
      username: user.username,
      text,
      messageText: text,
      createdAt: new Date().toISOString(),
      isEdited: false,
      type: "normal",
      parentMessageId: null,
      parentMessage: null,
      roomName: "Game Chat",
      roomUrl: room.ok ? roomUrl(room.room) : "/room",
      room: room.ok ? addressOf(room.room) : null,
      flair: null,
      moderationStatus: "visible",
      gameMoment: null,
      reactions: [],
    };
    io.to(roomSlug).emit("new-message", message);
    ack?.({ ok: true, message });
  });
});

http.listen(port, host);
const close = () => {
  io.close();
  http.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on("SIGTERM", close);
process.on("SIGINT", close);
