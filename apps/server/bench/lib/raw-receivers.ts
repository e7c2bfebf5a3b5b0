import WebSocket from "ws";
import { CONNECT_BATCH, inBatches, JOIN_BATCH } from "./batches.ts";

/**
 * The benches' listening fans, speaking Socket.IO's wire protocol (Engine.IO 4, Socket.IO 5)
 * straight over `ws`. At N = 1000 every message is 1,000 deliveries on this one process, and
 * socket.io-client decoded each through its packet, event and emitter layers: the load
 * generator used as much CPU as the server it measured (docs/performance.md). Here a delivery
 * is one string check and one JSON.parse, and the events nobody listens to (a mention's in-app
 * notice, reaction batches) are dropped at their first bytes. Senders keep socket.io-client:
 * they are few, and they need its acknowledgements.
 */

/** Engine.IO packet types and Socket.IO packet types, as their first characters. */
const OPEN = "0";
const PING = "2";
const PONG = "3";
const CONNECT = "40";
const CONNECT_ERROR = "44";
const JOIN_ACK = "430";
const NEW_MESSAGE = '42["new-message",';
const CONNECT_TIMEOUT_MS = 30_000;

/** What a delivery carries that the benches read. */
export interface DeliveredMessage {
  text: string;
}

export class RawReceiver {
  private onJoined: ((frame: string) => void) | null = null;

  private constructor(
    private readonly ws: WebSocket,
    onMessage: (message: DeliveredMessage) => void,
  ) {
    ws.on("message", (data) => {
      const frame = data.toString();
      if (frame.startsWith(NEW_MESSAGE)) {
        onMessage((JSON.parse(frame.slice(2)) as [string, DeliveredMessage])[1]);
      } else if (frame === PING) {
        ws.send(PONG);
      } else if (frame.startsWith(JOIN_ACK)) {
        this.onJoined?.(frame);
      }
    });
  }

  /** Opens a socket at `url` (http://host:port) authenticated as `token`'s user. */
  static connect(
    url: string,
    token: string,
    onMessage: (message: DeliveredMessage) => void,
  ): Promise<RawReceiver> {
    const endpoint = `${url.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`;
    // The server's frames are its own JSON: checking their UTF-8 again is the client's cost only.
    const ws = new WebSocket(endpoint, { perMessageDeflate: false, skipUTF8Validation: true });
    return new Promise((resolve, reject) => {
      const fail = (reason: string) => {
        clearTimeout(timer);
        ws.terminate();
        reject(new Error(`connect failed: ${reason}`));
      };
      const timer = setTimeout(() => fail("timed out"), CONNECT_TIMEOUT_MS);
      const handshake = (data: WebSocket.RawData) => {
        const frame = data.toString();
        if (frame.startsWith(OPEN)) {
          ws.send(`${CONNECT}${JSON.stringify({ token })}`);
        } else if (frame.startsWith(CONNECT)) {
          clearTimeout(timer);
          ws.off("message", handshake);
          resolve(new RawReceiver(ws, onMessage));
        } else if (frame.startsWith(CONNECT_ERROR)) {
          fail(frame.slice(CONNECT_ERROR.length));
        }
      };
      ws.on("message", handshake);
      ws.once("error", (error) => fail(error.message));
    });
  }

  /** Joins a chat room, as the web app's join-room with its acknowledgement. */
  join(roomSlug: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("join timed out")), CONNECT_TIMEOUT_MS);
      this.onJoined = (frame) => {
        clearTimeout(timer);
        this.onJoined = null;
        const [ack] = JSON.parse(frame.slice(JOIN_ACK.length)) as [{ ok?: true; error?: string }];
        if (ack.ok) resolve();
        else reject(new Error(`join refused: ${ack.error}`));
      };
      this.ws.send(`420${JSON.stringify(["join-room", { roomSlug }])}`);
    });
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * `count` receivers in `roomSlug`, spread round-robin over `urls` and `tokens`; every delivery
 * of a new message goes to `onMessage`.
 */
export async function openReceivers(
  urls: readonly string[],
  tokens: readonly string[],
  count: number,
  roomSlug: string,
  onMessage: (message: DeliveredMessage) => void,
): Promise<RawReceiver[]> {
  const receivers = await inBatches(count, CONNECT_BATCH, (i) =>
    RawReceiver.connect(urls[i % urls.length]!, tokens[i % tokens.length]!, onMessage),
  );
  await inBatches(count, JOIN_BATCH, (i) => receivers[i]!.join(roomSlug));
  return receivers;
}
