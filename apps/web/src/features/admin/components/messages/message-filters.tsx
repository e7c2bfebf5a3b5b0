import { MODERATION_ITEM_STATUSES } from "@huddle/contracts/admin-moderation";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { MessageFilters as Filters } from "../../api/messages-api";

interface MessageFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** The all-messages filters: status, author (user id) and room (slug). */
export function MessageFilters({ filters, onChange }: MessageFiltersProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <SelectField
        label="Status"
        options={MODERATION_ITEM_STATUSES}
        emptyLabel="Any status"
        value={filters.status ?? ""}
        onChange={(event) => onChange({ ...filters, status: event.target.value })}
      />
      <TextField
        label="Author user ID"
        value={filters.userId ?? ""}
        onChange={(event) => onChange({ ...filters, userId: event.target.value.trim() })}
      />
      <TextField
        label="Room"
        placeholder="e.g. nba-lakers"
        value={filters.roomId ?? ""}
        onChange={(event) => onChange({ ...filters, roomId: event.target.value.trim() })}
      />
    </div>
  );
}
