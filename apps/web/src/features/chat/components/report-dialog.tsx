import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { REPORT_REASON_MAX_LENGTH, reportMessageRequestSchema } from "@huddle/contracts/chat";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { focusRing } from "@/components/ui/styles";

interface ReportDialogProps {
  username: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

type ReportForm = { reason: string };

/** Asks for a report reason (rooms other than the home chat). */
export function ReportDialog({ username, isPending, error, onSubmit, onClose }: ReportDialogProps) {
  const form = useForm<ReportForm>({
    resolver: zodResolver(reportMessageRequestSchema),
    defaultValues: { reason: "" },
  });
  const fieldError = form.formState.errors.reason?.message;
  return (
    <Dialog title="Report message" onClose={onClose}>
      <form
        noValidate
        className="space-y-3 text-sm"
        onSubmit={form.handleSubmit(({ reason }) => onSubmit(reason.trim()))}
      >
        <label htmlFor="report-reason" className="block font-medium">
          Why are you reporting {username}&apos;s message?
        </label>
        <textarea
          id="report-reason"
          rows={3}
          maxLength={REPORT_REASON_MAX_LENGTH}
          aria-invalid={fieldError ? true : undefined}
          {...form.register("reason")}
          className={`w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 ${focusRing}`}
        />
        {fieldError ? <p className="text-xs text-red-700 dark:text-red-400">{fieldError}</p> : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isPending}>
            Report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
