interface PreviewTeam {
  name: string;
  sport: string;
  location: string;
  city: string;
  description: string;
  skillLevel: string | null;
  ageRange: string | null;
}

/** The share link's signed-out preview (spec 001 §2 Team join page). */
export function TeamPreview({ team }: { team: PreviewTeam }) {
  const facts: [string, string | null][] = [
    ["Sport", team.sport],
    ["Location", team.location || null],
    ["City", team.city || null],
    ["About", team.description || null],
    ["Skill Level", team.skillLevel],
    ["Age Range", team.ageRange],
  ];
  return (
    <dl className="space-y-1 text-sm">
      {facts
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="inline text-gray-600 dark:text-gray-400">{label}: </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
