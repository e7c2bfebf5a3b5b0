import { ADMIN_MESSAGES } from "@huddle/contracts/admin";

/** spec 001 §5 Admin: ban and exemption need a non-blank reason. */
export const requireReason = (reason: string) =>
  reason.length > 0 ? null : ADMIN_MESSAGES.reasonRequired;

/** spec 001 §5 Admin: the tier modal's reason is at least 5 characters. */
export const requireFiveCharacterReason = (reason: string) =>
  reason.length >= 5 ? null : ADMIN_MESSAGES.reasonTooShort;

/** Role changes and mutes may go without a reason (the server records an empty one). */
export const anyReason = () => null;
