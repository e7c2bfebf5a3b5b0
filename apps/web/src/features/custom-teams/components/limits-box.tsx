import { Link } from "react-router";
import { Notice } from "@/components/ui/notice";
import { linkClass } from "@/components/ui/styles";
import { CUSTOM_TEAM_TEXTS } from "../utils/custom-team-texts";
import { createAbility, limitLabel, type ViewerLimits } from "../utils/limits";

interface LimitsBoxProps {
  limits: ViewerLimits;
  loadFailed: boolean;
}

/** spec 001 §2 Create tab: the limits box; a plan without teams says why and links to /premium. */
export function LimitsBox({ limits, loadFailed }: LimitsBoxProps) {
  const ability = createAbility(limits);
  return (
    <section
      aria-label="Your team limits"
      className="space-y-2 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm dark:border-sky-800 dark:bg-sky-950"
    >
      {loadFailed ? <Notice tone="error">{CUSTOM_TEAM_TEXTS.loadFailed}</Notice> : null}
      <h2 className="text-base font-semibold">Your team limits</h2>
      <dl className="grid grid-cols-1 gap-1 sm:grid-cols-3">
        <div>
          <dt className="inline">Teams created: </dt>
          <dd className="inline font-semibold">
            {limits.currentTeams} of {limitLabel(limits.maxTeams)}
          </dd>
        </div>
        <div>
          <dt className="inline">Members per team: </dt>
          <dd className="inline font-semibold">{limitLabel(limits.maxMembers)}</dd>
        </div>
      </dl>
      {ability === "not-in-plan" ? (
        <p>
          Your current membership does not include creating custom teams. Premium members can create
          teams for their league, school or pickup crew.{" "}
          <Link to="/premium" className={linkClass}>
            See Premium plans
          </Link>
        </p>
      ) : null}
      {ability === "limit-reached" ? (
        <p>
          You have reached your limit of {limits.maxTeams} custom{" "}
          {limits.maxTeams === 1 ? "team" : "teams"}.{" "}
          <Link to="/premium" className={linkClass}>
            Upgrade on the Premium page
          </Link>{" "}
          to create more.
        </p>
      ) : null}
    </section>
  );
}
