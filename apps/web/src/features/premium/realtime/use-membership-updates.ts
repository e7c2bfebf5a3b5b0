import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/lib/session/use-session";
import { useSocketEvent } from "@/lib/socket/use-socket-event";

/**
 * A tier change pushed by the server ('membership-updated': a payment went through, a plan
 * ended, an admin changed it) takes effect in this tab at once: the session user carries the new
 * tier (the sponsor banner follows it), and every billing, team-limit and profile answer is asked again.
 */
export function useMembershipUpdates(): void {
  const { manager } = useSession();
  const queryClient = useQueryClient();
  useSocketEvent("membership-updated", ({ membershipTier }) => {
    manager.updateUser({ membershipTier });
    void queryClient.invalidateQueries({ queryKey: ["billing"] });
    void queryClient.invalidateQueries({ queryKey: ["custom-teams"] });
    // The profile shows the tier badge (key owned by features/profile: ["user", "profile"]).
    void queryClient.invalidateQueries({ queryKey: ["user", "profile"] });
  });
}
