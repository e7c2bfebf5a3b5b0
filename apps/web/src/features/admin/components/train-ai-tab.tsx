import { SectionCard } from "@/components/ui/section-card";

/** Ours: the seed only says the tab is under construction and lists planned features. */
const PLANNED_FEATURES = [
  "Label flagged messages to build a training set",
  "Review the filter's mistakes side by side with staff decisions",
  "Tune category models on Huddle's own chat",
  "Compare a candidate model with the live one before switching",
] as const;

/** spec 001 §2: Train AI is under construction and lists its planned features. */
export function TrainAiTab() {
  return (
    <SectionCard title="Train AI" description="This section is under construction.">
      <h3 className="mb-2 font-semibold">Planned features</h3>
      <ul className="list-disc space-y-1 pl-5">
        {PLANNED_FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
