import { useSession } from "@/lib/session/use-session";
import { useTeamLimits } from "../api/get-team-limits";
import { fallbackLimits, type ViewerLimits } from "../utils/limits";

/** The server's limits, or the tier's table values when that call fails (spec 001 §8). */
export function useViewerLimits(): {
  limits: ViewerLimits | null;
  loadFailed: boolean;
} {
  const { user } = useSession();
  const query = useTeamLimits();
  if (query.isError) return { limits: fallbackLimits(user?.membershipTier), loadFailed: true };
  return { limits: query.data ?? null, loadFailed: false };
}
