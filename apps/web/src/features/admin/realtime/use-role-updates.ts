import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/lib/session/use-session";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
import { adminKeys } from "../api/admin-keys";

/**
 * A role change pushed by the server ('role-changed': a superadmin made the fan a moderator, or
 * took it back) takes effect in this tab at once: the session user carries the new level, so the
 * header's Moderation and Admin links and the staff routes follow it without a new sign-in.
 */
export function useRoleUpdates(): void {
  const { manager } = useSession();
  const queryClient = useQueryClient();
  useSocketEvent("role-changed", ({ adminLevel }) => {
    manager.updateUser({ adminLevel });
    // Every console read asks again under the new role.
    void queryClient.invalidateQueries({ queryKey: adminKeys.all() });
  });
}
