import type { FastifyInstance } from "fastify";
import type { LoginResponse } from "@huddle/contracts/auth";
import type { Database } from "../db/client.ts";
import type { NewUserRow, UserRow } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";
import { uniqueSuffix } from "./unique-suffix.ts";

export const DEFAULT_PASSWORD = "Goal-line1";

/** Inserts a user straight into the database; every field can be overridden. */
export async function createUser(
  database: Database,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const suffix = uniqueSuffix();
  const row = await createUsersRepository(database.db).insert({
    username: `fan_${suffix}`,
    email: `fan_${suffix}@example.com`,
    passwordHash: await hashPassword(password),
    acceptedTerms: true,
    acceptedTermsAt: new Date(),
    ...fields,
  });
  return { ...row, password };
}

/** Signs in through the API and returns the login response. */
export async function signIn(
  app: FastifyInstance,
  user: { username: string; password: string },
  ip = "127.0.0.1",
): Promise<LoginResponse> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { usernameOrEmail: user.username, password: user.password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function bearer(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` };
}

export type ApiCall = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => Promise<Awaited<ReturnType<FastifyInstance["inject"]>>>;

/** A new user, signed in, with `call` bound to their token. */
export async function signedInUser(
  app: FastifyInstance,
  database: Database,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<{ user: UserRow & { password: string }; call: ApiCall }> {
  const user = await createUser(database, overrides);
  const headers = bearer((await signIn(app, user)).tokens.accessToken);
  const call: ApiCall = (method, url, payload) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { user, call };
}
