import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_MESSAGES, registerFormSchema, type RegisterForm } from "@huddle/contracts/auth";

const schemaResolver = zodResolver(registerFormSchema);

/**
 * The contracts schema, plus the password match shown at once: zod skips the schema's
 * object-level match check while an empty username or email has aborted the parse.
 */
export const registerFormResolver: Resolver<RegisterForm> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const mismatch = values.confirmPassword !== "" && values.password !== values.confirmPassword;
  if (!mismatch || result.errors.confirmPassword) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      confirmPassword: { type: "custom", message: AUTH_MESSAGES.passwordsDoNotMatch },
    },
  };
};
