import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint } from '../endpoint.ts';

/**
 * Heat word moderation (热门搜索, issue 13; the public list is `searchHeatWord`
 * in services.ts). Rules: docs/design/services.md "Heat words".
 */

/** The window of searches counted. */
export const HEAT_WORD_DAYS = 30;

/**
 * Distinct signed-in users who must have searched a word within the window
 * before it is shown: one account (or a script behind it) cannot make a public
 * word, and three is still reached on a small campus.
 */
export const HEAT_WORD_MIN_USERS = 3;

/** A heat word is a service name or keyword, so it is as long as a service name may be. */
export const HEAT_WORD_MAX_LENGTH = 100;

/** How an administrator's rules or the search log put a word on the list. */
export const HeatWordState = { PINNED: 'PINNED', COMPUTED: 'COMPUTED', BLOCKED: 'BLOCKED' } as const;

export const HeatWordEntrySchema = Type.Object({
  /** The pin or block rule; null for a word only computed from searches. */
  id: Type.Union([Type.String(), Type.Null()]),
  word: Type.String(),
  state: Type.Union([Type.Literal('PINNED'), Type.Literal('COMPUTED'), Type.Literal('BLOCKED')]),
  /** Distinct signed-in users who searched it within the window (0 when below the minimum). */
  users: Type.Integer(),
  /** Their searches that found something. */
  searches: Type.Integer(),
});
export type HeatWordEntry = Static<typeof HeatWordEntrySchema>;

const HALL = configMenu('serviceHallConfig');
const BASE = `${Services.workbench}/heatWordConfig`;
const WordBody = Type.Object({ word: Type.String({ minLength: 1, maxLength: HEAT_WORD_MAX_LENGTH }) });
const RuleBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const heatWordConfigList = defineEndpoint({
  name: 'heatWordConfigList',
  method: 'POST',
  path: `${BASE}/list`,
  access: HALL,
  summary: 'Pinned words in order, then the computed heat words of every audience, then blocked words',
  result: Type.Array(HeatWordEntrySchema),
});

export const pinHeatWord = defineEndpoint({
  name: 'pinHeatWord',
  method: 'POST',
  path: `${BASE}/pin`,
  access: HALL,
  summary: 'Pin a word (shown first, after the words pinned before it); a blocked word becomes pinned',
  body: WordBody,
  result: Type.Null(),
});

export const unpinHeatWord = defineEndpoint({
  name: 'unpinHeatWord',
  method: 'POST',
  path: `${BASE}/unpin`,
  access: HALL,
  summary: 'Remove a pin rule of the tenant',
  body: RuleBody,
  result: Type.Null(),
});

export const blockHeatWord = defineEndpoint({
  name: 'blockHeatWord',
  method: 'POST',
  path: `${BASE}/block`,
  access: HALL,
  summary: 'Block a word: never shown, whatever the searches; a pinned word becomes blocked',
  body: WordBody,
  result: Type.Null(),
});

export const unblockHeatWord = defineEndpoint({
  name: 'unblockHeatWord',
  method: 'POST',
  path: `${BASE}/unblock`,
  access: HALL,
  summary: 'Remove a block rule of the tenant',
  body: RuleBody,
  result: Type.Null(),
});
