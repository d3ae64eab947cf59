import {
  type EndpointDef,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_FILES,
  ImportMessages,
  TransferMessages,
  transferDictionary,
  transferDictionaryPost,
  transferExportCount,
  transferExportFields,
  transferExportFieldsBound,
  transferExportFile,
  transferExportProgress,
  transferExportStart,
  transferImportErrorFile,
  transferImportProgress,
  transferImportStart,
  transferImportTemplate,
  transferImportUpload,
  transferInspectionFields,
  transferRelationList,
} from '@onehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, business, forbidden, unauthorized } from '../../platform/http/app-error.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import type { ServicesContext } from '../services/context.ts';
import * as exports from './export.ts';
import * as fields from './fields.ts';
import * as imports from './import.ts';
import * as jobs from './jobs.ts';
import type { TransferList } from './list.ts';
import { createTransferDeps } from './lists.ts';
import * as uploads from './uploads.ts';

type ListParams = { listKey: string; field?: string };

/**
 * Bulk import and export for every list of the registry. The route checks
 * the sign-in; each handler then checks the list's own configuration menu.
 */
export function registerTransferRoutes(
  app: FastifyInstance,
  platform: Platform,
  { route, holdsMenu }: Router,
  services: ServicesContext,
): void {
  const deps = createTransferDeps(platform, services, holdsMenu);

  const listFor = async (request: FastifyRequest, principal: Principal): Promise<TransferList> => {
    const list = jobs.listOf(deps, (request.params as ListParams).listKey);
    // A list owned by no menu checks the caller itself (the efficiency reports: their report calls' rules).
    if (list.menu !== null && !(await holdsMenu(principal, list.menu))) throw forbidden();
    return list;
  };
  const importListFor = async (request: FastifyRequest, principal: Principal): Promise<TransferList> => {
    const list = await listFor(request, principal);
    if (!list.importer) throw business(TransferMessages.exportOnly);
    return list;
  };

  route(transferExportFields, async ({ request, principal }) => fields.exportFields(await listFor(request, principal)));
  route(transferExportFieldsBound, async ({ request, principal }) => fields.exportFields(await listFor(request, principal)));
  route(transferExportCount, async ({ request, principal, body }) =>
    exports.exportCount(deps, await listFor(request, principal), principal, body),
  );
  route(transferExportStart, async ({ request, principal, body }) =>
    exports.exportStart(deps, await listFor(request, principal), principal, body),
  );
  route(transferExportProgress, async ({ request, principal, body }) =>
    jobs.exportProgress(deps, await listFor(request, principal), principal, body.key),
  );
  route(transferImportStart, async ({ request, principal, body }) =>
    imports.importStart(deps, await importListFor(request, principal), principal, body),
  );
  route(transferImportProgress, async ({ request, principal, body }) =>
    jobs.importProgress(deps, await listFor(request, principal), principal, body.key),
  );
  route(transferInspectionFields, async ({ request, principal }) => fields.inspectionFields(await listFor(request, principal)));
  route(transferRelationList, async ({ request, principal }) => fields.relationList(await listFor(request, principal)));
  route(transferDictionary, async ({ request, principal, query }) =>
    fields.dictionary(deps, await listFor(request, principal), principal.tenantId, (request.params as ListParams).field ?? '', query),
  );
  route(transferDictionaryPost, async ({ request, principal, body }) =>
    fields.dictionary(deps, await listFor(request, principal), principal.tenantId, (request.params as ListParams).field ?? '', body ?? {}),
  );

  // Downloads answer with the file itself, so they are registered without the envelope.
  const download = (
    def: EndpointDef,
    handler: (request: FastifyRequest, principal: Principal, list: TransferList) => Promise<jobs.Download>,
  ) =>
    app.route({
      method: def.method,
      url: def.path,
      schema: { operationId: def.name, summary: def.summary, ...(def.query ? { querystring: def.query } : {}) },
      handler: async (request, reply) => {
        const principal = signedInPrincipal(request);
        const file = await handler(request, principal, await listFor(request, principal));
        const { stream, size } = await jobs.openFile(deps, file);
        return sendFile(reply, file.fileName, stream, size);
      },
    });
  download(transferExportFile, (request, principal, list) =>
    jobs.exportFile(deps, list, principal, (request.query as { key: string }).key),
  );
  download(transferImportErrorFile, (request, principal, list) =>
    jobs.importErrorFile(deps, list, principal, (request.query as { errorKey: string }).errorKey),
  );
  app.route({
    method: transferImportTemplate.method,
    url: transferImportTemplate.path,
    schema: {
      operationId: transferImportTemplate.name,
      summary: transferImportTemplate.summary,
      querystring: transferImportTemplate.query,
    },
    handler: async (request, reply) => {
      const list = await importListFor(request, signedInPrincipal(request));
      const file = await fields.template(list);
      return sendFile(reply, file.fileName, file.data, file.data.length);
    },
  });

  // The upload is multipart (parser and limits of platform/http/multipart.ts).
  app.register(async (scope) => {
    scope.route({
      method: transferImportUpload.method,
      url: transferImportUpload.path,
      schema: { operationId: transferImportUpload.name, summary: transferImportUpload.summary },
      handler: async (request) => {
        const principal = signedInPrincipal(request);
        const list = await importListFor(request, principal);
        if (!request.isMultipart()) throw new AppError(415, ImportMessages.fileRequired);
        const files: uploads.UploadedFile[] = [];
        const fields: Record<string, string> = {};
        try {
          // One file more than allowed is read, so "two files" is told apart from "one file".
          for await (const part of request.parts({
            limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: IMPORT_MAX_FILES + 1, fields: 20 },
          })) {
            if (part.type === 'file') files.push({ filename: part.filename, data: await part.toBuffer() });
            else fields[part.fieldname] = String(part.value);
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw business(ImportMessages.tooLarge);
          if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw business(ImportMessages.onlyOneFile);
          throw error;
        }
        const mapping = await uploads.upload(deps, list, principal, files, fields.headerLine);
        return { status: 1000, code: 1000, msg: '上传成功', result: mapping };
      },
    });
  });
}

function signedInPrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

function sendFile(reply: FastifyReply, fileName: string, body: Buffer | NodeJS.ReadableStream, size: number) {
  return reply
    .header('content-length', String(size))
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'content-disposition',
      `attachment; filename="${encodeURIComponent(fileName).replace(/['()]/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(body);
}
