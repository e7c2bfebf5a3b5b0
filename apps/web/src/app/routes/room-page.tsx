import { useState } from "react";
import { useSearchParams } from "react-router";
import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { roomDisplayName, roomFromQuery, type Room } from "@huddle/contracts/rules/room";
import { useRoomMessages } from "@/features/chat/api/get-messages";
import { useRoomSettings } from "@/features/chat/api/get-room-settings";
import { ChatPanel } from "@/features/chat/components/chat-panel";
import { RoomBreadcrumb } from "@/features/chat/components/room-breadcrumb";
import { RoomError } from "@/features/chat/components/room-error";
import { RoomHeader } from "@/features/chat/components/room-header";
import { RoomNotificationLevel } from "@/features/chat/components/room-notification-level";
import { SpoilerDelayProvider } from "@/lib/spoiler-delay/spoiler-delay-context";
import { SpoilerDelayControl } from "@/features/chat/components/spoiler-delay-control";
import { WarningsBox } from "@/features/chat/components/warnings-box";
import { postingRestrictionText } from "@/features/chat/utils/chat-texts";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { HttpError } from "@/lib/http/http-error";
import { roomNotFoundTitle, roomTitle } from "@/features/chat/utils/room-labels";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSession } from "@/lib/session/use-session";
import { CustomGameRoomPanel } from "@/features/custom-games/components/custom-game-room-panel";
import { useRoomButtons } from "@/features/sports/api/get-room-buttons";
import { NavigationPanel } from "@/features/sports/components/navigation-panel";
import { RoomJoinTeamAction } from "@/features/custom-teams/components/room-join-team-action";
import { RoomTeamManagementBox } from "@/features/custom-teams/components/room-team-management-box";
import { LatestPlays } from "@/features/chat/components/latest-plays";
import { Scoreboard } from "@/features/sports/components/scoreboard";
import { RoomLayout } from "./room-layout";
import { RoomFollowAction, RoomScoresPanel, roomScoresTitle } from "./room-sports";

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
  const query = roomQueryOf(params);
  const result = roomFromQuery(query);
  useDocumentTitle(result.ok ? undefined : result.error);
  if (!result.ok) return <RoomError title={result.error} />;
  return <RoomView key={result.room.slug} room={result.room} query={query} />;
}

/** The room's non-empty query parameters, as sent to the sports calls. */
function roomQueryOf(params: URLSearchParams): Record<string, string> {
  const entries = ROOM_PARAMS.map((key) => [key, params.get(key)?.trim() ?? ""] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== ""));
}

/**
 * Rooms whose header takes its name from the room navigation: the team, game or league name
 * from the sports data, or a custom team's or game's name (given only to fans who may read it).
 */
const NAMED_ROOMS = new Set<Room["type"]>([
  "league",
  "conference",
  "team",
  "game",
  "sideline",
  "custom-team",
  "custom-game",
]);

const isCustomRoom = (room: Room) => room.type === "custom-team" || room.type === "custom-game";

function refusedWith(error: unknown, status: 403 | 404): error is HttpError {
  return error instanceof HttpError && error.status === status;
}

function RoomView({ room, query }: { room: Room; query: Record<string, string> }) {
  const { user } = useSession();
  const messages = useRoomMessages(room.slug);
  // The same request the navigation panel makes (deduplicated): its context names the room.
  const buttons = useRoomButtons(query);
  const navigation = buttons.data;
  const context = navigation?.context;
  const named = NAMED_ROOMS.has(room.type);
  const title = named ? context?.title : undefined;
  // Until the sports data answers, no "Team 12" stands in for a name about to replace it.
  const naming = named && buttons.isPending;
  // A game room's tab reads "{away} @ {home} · Huddle" once the sports data names it.
  useDocumentTitle(room.type === "general" ? "General Chat" : title || roomTitle(room));
  // A custom team's or game's room may refuse the fan (private, blocked, a request pending):
  // the rest of its page waits for the messages' answer, so a refused fan sends no doomed reads.
  const accessPending = isCustomRoom(room) && messages.isPending;
  // The server says up front why the viewer may not post here (a team mute, until when).
  const settings = useRoomSettings(room.slug, { enabled: !accessPending });
  const restriction = settings.data?.postingRestriction;
  const [restrictions, setRestrictions] = useState<string[]>([]);

  if (refusedWith(messages.error, 404)) return <RoomError title={roomNotFoundTitle(room)} />;
  if (refusedWith(messages.error, 403)) {
    return <RoomError title="Access Denied" message={messages.error.message} />;
  }
  if (accessPending) return <LoadingScreen inline message="Loading the room..." />;
  // The server's restriction (a site mute says until when) stands in for the session's flag.
  const postingWarnings = restriction
    ? [postingRestrictionText(restriction)]
    : [...(user?.muted ? [CHAT_MESSAGES.muted] : []), ...restrictions];
  const warnings = [...new Set(postingWarnings)];

  const isGame = room.type === "game" || room.type === "sideline";
  return (
    <SpoilerDelayProvider roomSlug={room.slug} enabled={isGame}>
      <RoomLayout
        top={(panelToggles) => (
          <>
            <RoomBreadcrumb room={room} navigation={navigation} naming={naming} />
            <RoomHeader
              room={room}
              title={title}
              naming={naming}
              actions={
                <div className="flex flex-wrap items-center gap-2">
                  <RoomFollowAction room={room} name={title || roomDisplayName(room)} />
                  {room.type === "custom-team" ? (
                    <RoomJoinTeamAction
                      teamId={room.customTeamId}
                      // The socket says so too; asking covers a socket that is reconnecting.
                      onJoined={() => void settings.refetch()}
                    />
                  ) : null}
                  {panelToggles}
                </div>
              }
            />
            {room.type === "custom-team" ? (
              <RoomTeamManagementBox teamId={room.customTeamId} />
            ) : null}
            <WarningsBox warnings={warnings} />
            {room.type === "custom-game" ? (
              <CustomGameRoomPanel gameId={room.customGameId} />
            ) : null}
          </>
        )}
        navigation={{
          label: "Room navigation",
          content: <NavigationPanel query={query} title="Room navigation" />,
        }}
        scores={{ label: roomScoresTitle(room), content: <RoomScoresPanel room={room} /> }}
        chat={
          <>
            {isGame ? (
              // Pinned: it keeps its height above the chat, whose list scrolls on its own.
              <Scoreboard gameId={room.gameId} className="shrink-0">
                <LatestPlays roomSlug={room.slug} />
              </Scoreboard>
            ) : null}
            <ChatPanel
              className="flex-1"
              roomSlug={room.slug}
              title="Chat"
              headerControls={
                <>
                  <RoomNotificationLevel roomSlug={room.slug} />
                  {isGame ? <SpoilerDelayControl /> : null}
                </>
              }
              onPostingRestricted={(message) =>
                setRestrictions((list) => (list.includes(message) ? list : [...list, message]))
              }
            />
          </>
        }
      />
    </SpoilerDelayProvider>
  );
}
