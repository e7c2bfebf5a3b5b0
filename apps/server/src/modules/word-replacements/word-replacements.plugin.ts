import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { createWordReplacementsRepository } from "./word-replacements.repository.ts";
import { registerWordReplacementRoutes } from "./word-replacements.routes.ts";
import {
  createWordReplacementsService,
  type WordReplacementsService,
} from "./word-replacements.service.ts";

export type WordReplacementsPluginOptions = Pick<Platform, "database" | "io" | "clustered">;

declare module "fastify" {
  interface FastifyInstance {
    /** Each viewer's word pairs; chat and deliveries rewrite what that viewer reads. */
    wordReplacements: WordReplacementsService;
  }
}

/**
 * The word-replacements slice, the smallest whole one: its routes over its own table, and its
 * service decorated for the slices registered after it. Copy this plugin to start a new slice
 * (docs/architecture.md).
 */
export const wordReplacementsPlugin = fp<WordReplacementsPluginOptions>(
  async (app, { database, io, clustered }) => {
    const service = createWordReplacementsService(
      createWordReplacementsRepository(database.db),
      (userId) => {
        if (clustered) io.serverSideEmit("word-replacements-changed", userId);
      },
    );
    io.on("word-replacements-changed", (userId) => service.forgetPairs(userId));
    app.decorate("wordReplacements", service);
    registerWordReplacementRoutes(app, service);
  },
  { name: "word-replacements" },
);
