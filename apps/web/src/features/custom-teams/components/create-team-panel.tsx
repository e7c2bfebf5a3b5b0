import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { useViewerLimits } from "../hooks/use-viewer-limits";
import { createAbility } from "../utils/limits";
import { CreateTeamFormView } from "./create-team-form";
import { LimitsBox } from "./limits-box";

/** The limits box, then the form when the viewer's plan has room for another team. */
export function CreateTeamPanel({ onCreated }: { onCreated: (team: CustomTeam) => void }) {
  const { limits, loadFailed } = useViewerLimits();
  if (!limits) return <LoadingScreen inline />;
  return (
    <div className="space-y-4">
      <LimitsBox limits={limits} loadFailed={loadFailed} />
      {createAbility(limits) === "can-create" ? <CreateTeamFormView onCreated={onCreated} /> : null}
    </div>
  );
}
