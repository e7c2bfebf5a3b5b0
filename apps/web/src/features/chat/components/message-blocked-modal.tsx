import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { APPEAL_REASON_MAX_LENGTH, appealRequestSchema } from "@huddle/contracts/chat";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { focusRing } from "@/components/ui/styles";
import { useSubmitAppeal } from "../api/submit-appeal";
import type { FilterRejection } from "../utils/send-failure";

export const BLOCKED_TEXTS = {
  title: "Message Blocked",
  defaultReason: "Message blocked by content filter",
  review:
    "Appeals are reviewed within 24-48 hours. Repeated false appeals may result in restrictions.",
  appealLabel: "Why should this message be allowed?",
} as const;

const appealFormSchema = appealRequestSchema.pick({ appealReason: true });
type AppealForm = { appealReason: string };

interface MessageBlockedModalProps {
  rejection: FilterRejection;
  messageText: string;
  roomSlug: string;
  onClose: () => void;
}

/** A score in 0..1 as a percentage; a score already above 1 is taken as a percentage. */
export function formatToxicity(score: number): string {
  return `${Math.round(score <= 1 ? score * 100 : score)}%`;
}

/** spec 000 §8 Chat: the content filter's refusal, with an appeal form (spec 000 §3, §5). */
export function MessageBlockedModal({
  rejection,
  messageText,
  roomSlug,
  onClose,
}: MessageBlockedModalProps) {
  const appeal = useSubmitAppeal();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<AppealForm>({
    resolver: zodResolver(appealFormSchema),
    defaultValues: { appealReason: "" },
  });
  const length = useWatch({ control: form.control, name: "appealReason" }).length;
  const error = form.formState.errors.appealReason?.message;

  const onValid = ({ appealReason }: AppealForm) =>
    appeal.mutate(
      {
        messageText,
        filterInfo: {
          reason: rejection.reason ?? BLOCKED_TEXTS.defaultReason,
          categories: rejection.categories,
          ...(rejection.toxicityScore !== undefined
            ? { toxicityScore: rejection.toxicityScore }
            : {}),
          roomSlug,
        },
        appealReason: appealReason.trim(),
        timestamp: new Date().toISOString(),
      },
      { onSuccess: setSentMessage },
    );

  return (
    <Dialog
      title={BLOCKED_TEXTS.title}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-4 text-sm">
        <p className="font-medium">{rejection.reason || BLOCKED_TEXTS.defaultReason}</p>
        {rejection.categories.length > 0 ? (
          <ul aria-label="Categories" className="flex flex-wrap gap-2">
            {rejection.categories.map((category) => (
              <li
                key={category}
                className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100"
              >
                {category}
              </li>
            ))}
          </ul>
        ) : null}
        {rejection.toxicityScore !== undefined ? (
          <p>Toxicity score: {formatToxicity(rejection.toxicityScore)}</p>
        ) : null}
        <blockquote className="whitespace-pre-wrap wrap-anywhere rounded-md bg-gray-100 px-3 py-2 text-gray-700 dark:bg-gray-900 dark:text-gray-300">
          {messageText}
        </blockquote>
        <p className="text-gray-700 dark:text-gray-300">{BLOCKED_TEXTS.review}</p>
        {sentMessage ? (
          <Notice tone="success">{sentMessage}</Notice>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-2">
            <label htmlFor="appeal-reason" className="block font-medium">
              {BLOCKED_TEXTS.appealLabel}
            </label>
            <textarea
              id="appeal-reason"
              rows={3}
              maxLength={APPEAL_REASON_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby="appeal-reason-count"
              {...form.register("appealReason")}
              className={`w-full rounded-md border px-3 py-2 text-gray-900 dark:bg-gray-800 dark:text-gray-100 ${error ? "border-red-600" : "border-gray-300 dark:border-gray-600"} ${focusRing}`}
            />
            <div className="flex justify-between text-xs">
              <span className="text-red-700 dark:text-red-400">{error}</span>
              <span id="appeal-reason-count" className="text-gray-500 dark:text-gray-400">
                {length}/{APPEAL_REASON_MAX_LENGTH}
              </span>
            </div>
            {appeal.isError ? <Notice tone="error">{appeal.error.message}</Notice> : null}
            <Button type="submit" disabled={appeal.isPending}>
              {appeal.isPending ? "Submitting…" : "Submit Appeal"}
            </Button>
          </form>
        )}
      </div>
    </Dialog>
  );
}
