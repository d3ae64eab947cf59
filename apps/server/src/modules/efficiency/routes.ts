import {
  effConfigDetail,
  effConfigSave,
  effDeptHandlers,
  effDeptTree,
  effDownloadReport,
  effEfficiencyReportList,
  effExistReport,
  effGenerateReport,
  effGetReportConfig,
  effOAOverview,
  effOverView,
  effPersonalEfficiencyReport,
  effPersonalERDetail,
  effProcessTrending,
  effReportTable,
  effReportTableDrill,
  effSceneTree,
  effServiceHeatRate,
  effTimeoutNode,
  effTimeoutProcess,
  effTopLikesBoard,
  semesterList,
} from '@onehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import type { ServicesContext } from '../services/context.ts';
import * as charts from './charts.ts';
import * as config from './config.ts';
import * as drill from './drill.ts';
import { REBUILD_JOB } from './job-types.ts';
import * as overview from './overview.ts';
import * as personal from './personal.ts';
import * as repo from './repo.ts';
import * as reports from './reports.ts';
import { checkVisitor } from './scope.ts';

export function registerEfficiencyRoutes(
  app: FastifyInstance,
  platform: Platform,
  { route, holdsMenu }: Router,
  services: ServicesContext,
): void {
  const deps: reports.ReportDeps = { platform, services, files: platform.files };
  const tenantOf = (principal: { tenantId: string } | null, request: FastifyRequest) => principal?.tenantId ?? visitorTenant(request);

  // Semesters, layout and configuration.
  route(semesterList, async ({ principal, request }) =>
    config.semestersOf(platform, await config.getStored(platform, tenantOf(principal, request))),
  );
  route(effGetReportConfig, async ({ principal, request }) => {
    const stored = await config.getStored(platform, tenantOf(principal, request));
    if (!principal) checkVisitor(stored, null);
    return config.layoutOf(stored, !principal);
  });
  route(effConfigDetail, async ({ principal }) =>
    config.detail(platform, principal.tenantId, await repo.processNames(platform.db, principal.tenantId)),
  );
  route(effConfigSave, async ({ principal, body }) => {
    const { thresholdsChanged } = await config.save(platform, principal, body);
    // Lateness depends on the thresholds: every roll-up is recomputed in the background.
    if (thresholdsChanged) await platform.jobs.enqueue(REBUILD_JOB, { tenantId: principal.tenantId });
    return config.detail(platform, principal.tenantId, await repo.processNames(platform.db, principal.tenantId));
  });
  route(effGenerateReport, ({ principal, body }) => reports.requestReport(deps, principal.tenantId, body.month));

  // The overview and charts (visitors through the nobody twins).
  route(effOverView, ({ principal, request, body }) => overview.overView(deps, principal, tenantOf(principal, request), body));
  route(effProcessTrending, ({ principal, request, body }) =>
    overview.processTrending(deps, principal, tenantOf(principal, request), body),
  );
  route(effReportTable, ({ principal, request, body }) => overview.reportTable(deps, principal, tenantOf(principal, request), body));
  route(effReportTableDrill, ({ principal, request, body }) => drill.reportTableDrill(deps, principal, tenantOf(principal, request), body));
  route(effDeptTree, ({ principal, request }) => drill.effDeptTreeOf(deps, holdsMenu, principal, tenantOf(principal, request)));
  const caller = (principal: Principal | null, request: FastifyRequest) => ({ deps, principal, tenantId: tenantOf(principal, request) });
  route(effServiceHeatRate, ({ principal, request, body }) => charts.serviceHeatRate(caller(principal, request), body));
  route(effTopLikesBoard, ({ principal, request, body }) => charts.topLikesBoard(caller(principal, request), body));
  route(effTimeoutProcess, ({ principal, request, body }) => charts.timeoutProcess(caller(principal, request), body));
  route(effTimeoutNode, ({ principal, request, body }) => charts.timeoutNode(caller(principal, request), body));
  route(effSceneTree, ({ principal, request, body }) => charts.sceneTree(caller(principal, request), body));
  route(effOAOverview, ({ principal, request, body }) => charts.oaOverview(caller(principal, request), body));

  // Personal reports (signed in only).
  route(effPersonalEfficiencyReport, ({ principal, body }) => personal.personalReport(deps, holdsMenu, principal, body));
  route(effPersonalERDetail, ({ principal, body }) => personal.personalDetail(deps, holdsMenu, principal, body));
  route(effDeptHandlers, ({ principal, body }) => personal.deptHandlers(deps, holdsMenu, principal, body));

  // Generated reports.
  route(effEfficiencyReportList, ({ principal, request, body }) => reports.reportList(deps, principal, tenantOf(principal, request), body));
  route(effExistReport, ({ principal, request, body }) => reports.existReport(deps, principal, tenantOf(principal, request), body));
  // The download answers with the file itself, so it is registered without the envelope.
  for (const url of [effDownloadReport.path, effDownloadReport.visitorPath as string]) {
    app.route({
      method: 'GET',
      url,
      schema: {
        operationId: `${effDownloadReport.name}${url === effDownloadReport.path ? '' : 'Visitor'}`,
        summary: effDownloadReport.summary,
        querystring: effDownloadReport.query,
      },
      handler: async (request, reply) => {
        const principal = request.principal;
        const file = await reports.reportFile(deps, principal, tenantOf(principal, request), (request.query as { id: string }).id);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('content-length', String(file.size))
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    });
  }
}
