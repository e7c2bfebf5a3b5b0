import { useState } from "react";
import { useSearchParams } from "react-router";
import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { roomFromQuery, type Room } from "@huddle/contracts/rules/room";
import { useRoomMessages } from "@/features/chat/api/get-messages";
import { ChatPanel } from "@/features/chat/components/chat-panel";
import { RoomBreadcrumb } from "@/features/chat/components/room-breadcrumb";
import { RoomError } from "@/features/chat/components/room-error";
import { RoomHeader } from "@/features/chat/components/room-header";
import { WarningsBox } from "@/features/chat/components/warnings-box";
import { HttpError } from "@/lib/http/http-error";
import { useSession } from "@/lib/session/use-session";
import { PanelPlaceholder } from "./panel-placeholder";

const ROOM_PARAMS = [
  "league",
  "conference",
  "teamroom",
  "game",
  "sideline",
  "customTeam",
  "customGame",
] as const;

/** /room (spec 000 §2 Chat room): the room comes from the query in the spec's 8-step order. */
export function RoomPage() {
  const [params] = useSearchParams();
  const result = roomFromQuery(Object.fromEntries(ROOM_PARAMS.map((k) => [k, params.get(k)])));
  if (!result.ok) return <RoomError title={result.error} />;
  return <RoomView key={result.room.slug} room={result.room} />;
}

function isAccessDenied(error: unknown): error is HttpError {
  return error instanceof HttpError && (error.status === 403 || error.status === 404);
}

function RoomView({ room }: { room: Room }) {
  const { user } = useSession();
  const messages = useRoomMessages(room.slug);
  const [restrictions, setRestrictions] = useState<string[]>([]);

  if (isAccessDenied(messages.error)) {
    return <RoomError title="Access Denied" message={messages.error.message} />;
  }
  const warnings = [...new Set([...(user?.muted ? [CHAT_MESSAGES.muted] : []), ...restrictions])];

  return (
    <div className="space-y-4">
      <RoomBreadcrumb room={room} />
      <RoomHeader room={room} />
      <WarningsBox warnings={warnings} />
      <div className="grid gap-4 lg:grid-cols-[14rem_minmax(0,1fr)_minmax(0,1.5fr)]">
        {/* Chat first on small screens; the sports feature fills the two side panels. */}
        <PanelPlaceholder
          className="order-2 lg:order-1"
          label="Room navigation"
          text="Room navigation is on its way."
        />
        <PanelPlaceholder className="order-3 lg:order-2" label="Scores" text="No games available" />
        <ChatPanel
          className="order-1 lg:order-3"
          roomSlug={room.slug}
          title="Chat"
          onPostingRestricted={(message) =>
            setRestrictions((list) => (list.includes(message) ? list : [...list, message]))
          }
        />
      </div>
    </div>
  );
}
