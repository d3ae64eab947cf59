import {
  feedbackAccept,
  feedbackAssign,
  feedbackClose,
  feedbackDetail,
  feedbackManageDetail,
  feedbackManagePage,
  feedbackManageScope,
  feedbackProgress,
  feedbackReject,
  feedbackReopen,
  feedbackReply,
  feedbackSave,
  feedbackStart,
  feedbackStatistics,
} from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import * as handling from './handling.ts';
import * as tickets from './tickets.ts';

/** Question feedback (docs/design/robot-feedback.md): the asker's calls, then the handlers'. */
export function registerRobotFeedbackRoutes(platform: Platform, { route, holdsMenu }: Router): void {
  route(feedbackSave, ({ principal, body }) => tickets.save(platform, principal, body));
  route(feedbackProgress, ({ principal, body }) => tickets.progress(platform, principal, body));
  route(feedbackStatistics, ({ principal }) => tickets.ownStatistics(platform, principal));
  route(feedbackDetail, ({ principal, body }) => tickets.ownDetail(platform, principal, body.id));
  route(feedbackReopen, ({ principal, body }) => tickets.reopen(platform, principal, body.id));

  route(feedbackManageScope, ({ principal }) => handling.scope(platform, holdsMenu, principal));
  route(feedbackManagePage, ({ principal, body }) => handling.page(platform, holdsMenu, principal, body));
  route(feedbackManageDetail, ({ principal, body }) => handling.manageDetail(platform, holdsMenu, principal, body.id));
  route(feedbackAssign, ({ principal, body }) => handling.assign(platform, holdsMenu, principal, body.id, body.deptId));
  route(feedbackAccept, ({ principal, body }) => handling.step(platform, holdsMenu, principal, body.id, 'accept'));
  route(feedbackStart, ({ principal, body }) => handling.step(platform, holdsMenu, principal, body.id, 'start'));
  route(feedbackClose, ({ principal, body }) => handling.step(platform, holdsMenu, principal, body.id, 'close'));
  route(feedbackReply, ({ principal, body }) => handling.reply(platform, holdsMenu, principal, body.id, body.reply));
  route(feedbackReject, ({ principal, body }) => handling.reject(platform, holdsMenu, principal, body.id, body.reason));
}
