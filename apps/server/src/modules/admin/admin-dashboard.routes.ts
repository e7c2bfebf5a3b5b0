import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  activityQuerySchema,
  activityResponseSchema,
  adminStatsSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from "@huddle/contracts/admin";
import {
  aiAnalyticsSchema,
  aiSettingsResponseSchema,
  aiSettingsUpdateSchema,
  customRuleRequestSchema,
  customRuleResponseSchema,
  customRulesResponseSchema,
  ruleIdParamsSchema,
} from "@huddle/contracts/admin-moderation";
import { successMessageSchema } from "@huddle/contracts/errors";
import { actorOf, staffRoute } from "./admin-guard.ts";
import type { AdminDashboardService } from "./admin-dashboard.service.ts";
import type { AiModerationService } from "./ai-moderation.service.ts";

/** Issue 13: stats, activity, audit log and AI moderation. */
export function registerAdminDashboardRoutes(
  app: FastifyInstance,
  dashboard: AdminDashboardService,
  ai: AiModerationService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = staffRoute(app, "readConsole");
  const configurer = staffRoute(app, "configureAi");

  r.get(
    "/api/admin/stats",
    { ...reader, schema: { response: { 200: adminStatsSchema } } },
    async () => dashboard.stats(),
  );
  r.get(
    "/api/admin/activity",
    {
      ...reader,
      schema: { querystring: activityQuerySchema, response: { 200: activityResponseSchema } },
    },
    async (request) => dashboard.activity(request.query.limit),
  );
  r.get(
    "/api/admin/audit-log",
    {
      ...staffRoute(app, "readAuditLog"),
      schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } },
    },
    async (request) => dashboard.auditLog(request.query),
  );

  r.get(
    "/api/admin/ai-moderation/settings",
    { ...reader, schema: { response: { 200: aiSettingsResponseSchema } } },
    async () => ai.settings(),
  );
  r.put(
    "/api/admin/ai-moderation/settings",
    {
      ...configurer,
      schema: { body: aiSettingsUpdateSchema, response: { 200: aiSettingsResponseSchema } },
    },
    async (request) => ai.saveSettings(actorOf(request), request.body),
  );
  r.get(
    "/api/admin/ai-moderation/analytics",
    { ...reader, schema: { response: { 200: aiAnalyticsSchema } } },
    async () => ai.analytics(),
  );
  r.get(
    "/api/admin/ai-moderation/rules",
    { ...reader, schema: { response: { 200: customRulesResponseSchema } } },
    async () => ai.rules(),
  );
  r.post(
    "/api/admin/ai-moderation/rules",
    {
      ...configurer,
      schema: { body: customRuleRequestSchema, response: { 201: customRuleResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await ai.addRule(actorOf(request), request.body)),
  );
  r.delete(
    "/api/admin/ai-moderation/rules/:id",
    {
      ...configurer,
      schema: { params: ruleIdParamsSchema, response: { 200: successMessageSchema } },
    },
    async (request) => ai.deleteRule(actorOf(request), request.params.id),
  );
}
