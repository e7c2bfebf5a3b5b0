import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/lib/session/use-session";
import { useSocketEvent } from "@/lib/socket/use-socket-event";

/**
 * A site mute or unmute pushed by the server ('mute-changed': staff acted, or the mute ran out)
 * takes effect in this tab at once: the session user carries it, and every open room asks again
 * why the viewer may not post (the answer says until when), so the composer knows before a send.
 */
export function useMuteUpdates(): void {
  const { manager } = useSession();
  const queryClient = useQueryClient();
  useSocketEvent("mute-changed", ({ muted }) => {
    manager.updateUser({ muted });
    // Key owned by features/chat (chatKeys.settings): every room's settings.
    void queryClient.invalidateQueries({ queryKey: ["chat", "settings"] });
  });
}
