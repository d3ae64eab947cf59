import {
  commonUpload,
  MESSAGE_OPEN_BODY_MAX_BYTES,
  MESSAGE_OPEN_PATHS,
  messageAccountList,
  messageAccountRemove,
  messageAccountSave,
  messageCenterAccounts,
  messageCenterDownloadFile,
  messageCenterHistoryMsgDetail,
  messageCenterImportantNotices,
  messageCenterPage,
  messageCenterUnreadCount,
  messageManageAudienceOptions,
  messageManageCountRecipients,
  messageManageDetail,
  messageManagePage,
  messageManageSend,
  messageManageUploadAttachment,
  messageManageUserOptions,
  messageManageWithdraw,
  mpManageReadAll,
  mpManageReadMessage,
  nobodyMessageDetail,
  serviceItemGetMpList,
} from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import { acceptSignedJson, signedCall } from '../todo/signed-calls.ts';
import * as accounts from './accounts.ts';
import * as centre from './centre.ts';
import * as integration from './integration.ts';
import * as manage from './manage.ts';
import * as messages from './service.ts';
import * as uploads from './uploads.ts';

export function registerMessagesRoutes(app: FastifyInstance, platform: Platform, { route }: Router): void {
  route(nobodyMessageDetail, ({ principal, request }) => {
    const { id } = request.params as { id: string };
    return messages.messageDetail(platform, principal?.tenantId ?? visitorTenant(request), id.slice(0, 64));
  });

  // The caller's message centre (docs/design/message-centre.md).
  route(messageCenterAccounts, ({ principal }) => centre.inboxAccounts(platform, principal));
  route(messageCenterUnreadCount, ({ principal }) => centre.unreadCounts(platform, principal));
  route(messageCenterPage, ({ principal, body }) => centre.page(platform, principal, body));
  route(messageCenterHistoryMsgDetail, ({ principal, body }) => centre.detail(platform, principal, body.id));
  route(mpManageReadMessage, ({ principal, body }) => centre.readMessage(platform, principal, body.messageId, body.userId));
  route(mpManageReadAll, ({ principal, body }) => centre.readAll(platform, principal, body.mpId));
  route(messageCenterImportantNotices, ({ principal }) => centre.importantNotices(platform, principal));
  route(serviceItemGetMpList, ({ principal }) => accounts.enabledAccounts(platform, principal.tenantId));
  route(commonUpload, ({ principal, request }) => uploads.uploadImage(platform, principal, request));

  // Administrators (menu entry messageManageConfig, enforced by route()).
  route(messageManagePage, ({ principal, body }) => manage.pageSent(platform, principal.tenantId, body));
  route(messageManageDetail, ({ principal, body }) => manage.sentDetail(platform, principal.tenantId, body.id));
  route(messageManageCountRecipients, ({ principal, body }) => manage.countRecipients(platform, principal.tenantId, body));
  route(messageManageSend, ({ principal, body }) => manage.send(platform, principal, body));
  route(messageManageWithdraw, ({ principal, body }) => manage.withdrawMessage(platform, principal.tenantId, body.id));
  route(messageManageAudienceOptions, ({ principal }) => manage.audienceOptions(platform, principal.tenantId));
  route(messageManageUserOptions, ({ principal, body }) => manage.userOptions(platform, principal.tenantId, body.keyword));
  route(messageManageUploadAttachment, ({ principal, request }) => uploads.uploadAttachment(platform, principal, request));
  route(messageAccountList, ({ principal }) => accounts.listAccounts(platform, principal.tenantId));
  route(messageAccountSave, ({ principal, body }) => accounts.saveAccount(platform, principal.tenantId, body));
  route(messageAccountRemove, ({ principal, body }) => accounts.removeAccount(platform, principal.tenantId, body.id));

  // The attachment itself, not an envelope; refusals are envelopes (the error handler's).
  app.post(
    messageCenterDownloadFile.path,
    {
      schema: {
        operationId: messageCenterDownloadFile.name,
        summary: messageCenterDownloadFile.summary,
        body: messageCenterDownloadFile.body,
      },
    },
    async (request, reply) => {
      const principal = request.principal;
      if (!principal) throw unauthorized();
      const { messageId, fileId } = request.body as { messageId: string; fileId: string };
      return uploads.downloadFile(platform, principal, messageId, fileId, reply);
    },
  );
  // Images for anyone holding their random address (an <img> sends no credential).
  app.get(uploads.IMAGE_ROUTE, { schema: { hide: true } }, (request, reply) => uploads.serveImage(platform, request, reply));

  app.register(async (scope) => {
    acceptSignedJson(scope);
    const schema = { tags: ['integration'] };
    scope.post(
      MESSAGE_OPEN_PATHS.send,
      {
        bodyLimit: MESSAGE_OPEN_BODY_MAX_BYTES,
        schema: { ...schema, summary: 'Business system: send a message (signed; see docs/design/message-centre.md)' },
      },
      signedCall(platform, (system, body) => integration.sendFromSystem(platform, system, body)),
    );
    scope.post(
      MESSAGE_OPEN_PATHS.withdraw,
      { schema: { ...schema, summary: 'Business system: withdraw a message it sent (signed)' } },
      signedCall(platform, (system, body) => integration.withdrawFromSystem(platform, system, body)),
    );
  });
}
