import type { CustomTeam } from "@huddle/contracts/custom-teams";

/** The team's facts as a definition list (spec 001 §2 join page labels). */
export function TeamFacts({ team }: { team: CustomTeam }) {
  const place = [team.city, team.state].filter(Boolean).join(", ");
  const facts: [string, string | number][] = [
    ["Sport", team.sport],
    ["Location", team.location],
    ["City", place],
    ["Skill Level", team.skillLevel ?? ""],
    ["Age Range", team.ageRange ?? ""],
    ["Members", team.memberCount],
    ["Followers", team.followerCount],
    ["Games", team.gameCount],
    ["Type", team.isPublic ? "Public Team" : "Private Team"],
    ["Owner", team.createdBy.username],
    ["Created", new Date(team.createdAt).toLocaleDateString()],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts
        .filter(([, value]) => value !== "")
        .map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-gray-600 dark:text-gray-400">{label}:</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
