import type { AvailabilityStatus } from "../hooks/use-availability";

interface AvailabilityHintProps {
  status: AvailabilityStatus;
  availableMessage: string;
}

/** The check's progress and a pass; a taken name is shown as the field's error instead. */
export function AvailabilityHint({ status, availableMessage }: AvailabilityHintProps) {
  if (status === "checking")
    return <span className="text-gray-600 dark:text-gray-300">Checking availability...</span>;
  if (status === "available")
    return <span className="text-green-700 dark:text-green-400">{availableMessage}</span>;
  return null;
}
