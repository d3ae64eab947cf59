import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, visitor } from '../endpoint.ts';

/**
 * News and notices of the message centre. This issue serves the public
 * detail read by `/generalDetailsTow`; the message centre extends the module.
 */

/** SPEC §8: the detail of a deleted (or never published) item answers this, and the web opens `/deleteNoPag`. */
export const MESSAGE_DELETED_MSG = '消息已被删除';

export const PublicMessageDetailSchema = Type.Object({
  id: Type.String(),
  /** SPEC §3 "Message detail response": where the item is shown. */
  url: Type.String(),
  title: Type.String(),
  /** Sanitised rich text: no scripts or handlers; links to other sites carry target=_blank rel="noopener noreferrer". */
  content: Type.String(),
  releaseTime: Type.String(),
  create_time: Type.String(),
  /** Importance label, e.g. 重要. */
  fieldSet: Type.Union([Type.String(), Type.Null()]),
  columnId: Type.String(),
  columnName: Type.String(),
  /** Publishing department or office. */
  publisher: Type.String(),
  viewCount: Type.Integer({ minimum: 0 }),
});
export type PublicMessageDetail = Static<typeof PublicMessageDetailSchema>;

/**
 * `GET …/messageDetail/{id}`: the path carries a Fastify parameter, so callers
 * build the URL with `messageDetailPath(id)`. A deleted or unpublished item
 * answers HTTP 200 with status 1004 and msg 消息已被删除.
 */
export const nobodyMessageDetail = defineEndpoint({
  name: 'nobodyMessageDetail',
  method: 'GET',
  path: `${Services.platform}/nobody/messageCenter/messageDetail/:id`,
  access: visitor,
  summary: 'A published news or notice item, for anyone',
  result: PublicMessageDetailSchema,
});

export function messageDetailPath(id: string): string {
  return nobodyMessageDetail.path.replace(':id', encodeURIComponent(id));
}

/** Route of the detail page for an item (SPEC §2 `/generalDetailsTow`). */
export function messageDetailPageUrl(id: string): string {
  return `/generalDetailsTow?id=${encodeURIComponent(id)}`;
}

export const messagesEndpoints = [nobodyMessageDetail] as const;
