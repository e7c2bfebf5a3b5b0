import * as RadixToast from "@radix-ui/react-toast";
import type { ReactNode } from "react";
import { Button } from "./button";
import { focusRing } from "./styles";

type Tone = "neutral" | "success";

const tones: Record<Tone, string> = {
  neutral:
    "border-gray-300 bg-white text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100",
  success:
    "border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50",
};

/**
 * A named stack of notifications (Radix toast): each new one is announced politely, F8 jumps to
 * the stack, Escape or a swipe dismisses the focused one. On a phone it sits under the header,
 * since at the bottom it covered a room's message box (browser QA); on wider screens in the
 * bottom corner, above the sponsor banner and its close button.
 */
export function ToastRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RadixToast.Provider label={label} swipeDirection="right">
      {children}
      <RadixToast.Viewport
        label={label}
        className={`fixed inset-x-3 top-[68px] z-40 flex flex-col gap-2 outline-none sm:top-auto sm:bottom-24 sm:left-auto sm:w-96 ${focusRing}`}
      />
    </RadixToast.Provider>
  );
}

interface ToastProps {
  title: string;
  tone?: Tone;
  /** The body under the title; links and actions may sit in it. */
  children: ReactNode;
  onDismiss: () => void;
}

/** One notification that stays until dismissed (it may arrive while the fan is away). */
export function Toast({ title, tone = "neutral", children, onDismiss }: ToastProps) {
  return (
    <RadixToast.Root
      open
      duration={Infinity}
      type="background"
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      className={`rounded-lg border p-3 shadow-lg ${tones[tone]} ${focusRing}`}
    >
      <RadixToast.Title className="font-semibold">{title}</RadixToast.Title>
      <RadixToast.Description asChild>
        <div className="mt-1 space-y-1 text-sm wrap-anywhere">{children}</div>
      </RadixToast.Description>
      <div className="mt-2 flex justify-end">
        <RadixToast.Close asChild>
          <Button
            variant="ghost"
            className="min-h-6 px-2 py-1 text-xs"
            aria-label={`Dismiss: ${title}`}
          >
            Dismiss
          </Button>
        </RadixToast.Close>
      </div>
    </RadixToast.Root>
  );
}
