import { z } from "zod";

/** Every error the API returns has this shape (DESIGN.md, API conventions). */
export const apiErrorSchema = z.object({
  error: z.string(),
  details: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const successMessageSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SuccessMessage = z.infer<typeof successMessageSchema>;
