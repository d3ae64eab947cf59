import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, visitor } from '../endpoint.ts';
import { ServiceItemSchema } from '../entities.ts';
import { RobotConfigSchema } from './auth.ts';

/*
 * The help robot (智能客服助手, issue 18, docs/design/robot.md): it greets,
 * suggests questions while the user types, answers from the tenant's
 * knowledge base (question, similar phrasings, sanitised rich-text answer,
 * linked services), asks whether the answer solved the problem, and records
 * what it could not answer. Every call has a `nobody` twin served by the same
 * handler: visitors may use the robot while the configuration allows it.
 * Feedback tickets and the administrators' calls are a later part.
 */

const P = Services.platform;
const NOBODY = `${P}/nobody`;
const Id = Type.String({ minLength: 1, maxLength: 64 });

/** Characters of a question as asked. */
export const ROBOT_QUESTION_MAX = 200;
/** Characters of the text typed so far, and how many it takes before suggestions start (SPEC: after 2 characters). */
export const ROBOT_KEYWORD_MAX = 50;
export const ROBOT_KEYWORD_MIN = 2;
export const ROBOT_SUGGESTIONS_MAX = 8;
/** Answers to one question: the best and a few alternatives. */
export const ROBOT_ANSWERS_MAX = 3;
export const ROBOT_RECOMMEND_MAX = 10;

export const RobotMessages = {
  closed: '智能客服暂未开放，如需帮助请联系学校相关部门',
  visitorsClosed: '请登录后再使用智能客服',
  questionEmpty: '请输入您要咨询的问题',
  questionTooLong: `问题不能超过 ${ROBOT_QUESTION_MAX} 个字，请精简后再问`,
  entryUnknown: '该回答已不存在，请重新提问',
  sceneUnknown: '该问题分类不存在，请重新选择',
  /** The reply when nothing in the knowledge base answers the question. */
  noAnswer: '抱歉，小慧暂时无法回答这个问题，我们已记录下来，会尽快完善。您也可以通过帮助与反馈提交问题。',
  isSolvePrompt: '是否解决了您的问题',
} as const;

export const RobotQuestionSchema = Type.Object({
  id: Type.String(),
  question: Type.String(),
  sceneId: Type.String(),
  sceneName: Type.String(),
});
export type RobotQuestion = Static<typeof RobotQuestionSchema>;

export const RobotAnswerSchema = Type.Object({
  /** The knowledge entry answering. */
  id: Type.String(),
  question: Type.String(),
  /** Sanitised rich text (no scripts, handlers or frames). */
  answer: Type.String(),
  sceneId: Type.String(),
  sceneName: Type.String(),
  /** Linked services the caller may see, to open with their open way. */
  services: Type.Array(ServiceItemSchema),
  /** Relevance, higher is better; only comparable within one answer list. */
  score: Type.Number({ minimum: 0 }),
});
export type RobotAnswer = Static<typeof RobotAnswerSchema>;

export const RobotSceneSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  /** Enabled knowledge entries in the scene. */
  entryCount: Type.Integer({ minimum: 0 }),
});
export type RobotScene = Static<typeof RobotSceneSchema>;

const Question = Type.String({ maxLength: ROBOT_QUESTION_MAX });

export const robotGreet = defineEndpoint({
  name: 'robotGreet',
  method: 'GET',
  path: `${P}/aiquestion/greet`,
  visitorPath: `${NOBODY}/aiquestion/greet`,
  access: visitor,
  summary: "The robot's name, avatar and greeting with the common questions it offers first",
  result: Type.Object({
    robotName: Type.String(),
    robotAvatar: Type.String(),
    greeting: Type.String(),
    questions: Type.Array(RobotQuestionSchema),
  }),
});

export const robotRecommendList = defineEndpoint({
  name: 'robotRecommendList',
  method: 'GET',
  path: `${P}/aiquestion/recommendLIst`,
  visitorPath: `${NOBODY}/aiquestion/recommendLIst`,
  access: visitor,
  summary: 'Recommended questions, of one scene when given',
  query: Type.Object({ sceneId: Type.Optional(Id) }),
  result: Type.Array(RobotQuestionSchema, { maxItems: ROBOT_RECOMMEND_MAX }),
});

export const robotWantAnswer = defineEndpoint({
  name: 'robotWantAnswer',
  method: 'GET',
  path: `${P}/aiquestion/wantAnswer`,
  visitorPath: `${NOBODY}/aiquestion/wantAnswer`,
  access: visitor,
  summary: `Questions matching what is typed (Chinese or pinyin), from ${ROBOT_KEYWORD_MIN} characters; empty before`,
  query: Type.Object({ keyword: Type.String({ maxLength: ROBOT_KEYWORD_MAX }) }),
  result: Type.Array(RobotQuestionSchema, { maxItems: ROBOT_SUGGESTIONS_MAX }),
});

export const robotSearch = defineEndpoint({
  name: 'robotSearch',
  method: 'POST',
  path: `${P}/aiquestion/lucene/search`,
  visitorPath: `${NOBODY}/aiquestion/lucene/search`,
  access: visitor,
  summary: 'Ranked answers to a question, best first; empty when the knowledge base has none (the client then calls recordQuestion)',
  body: Type.Object({ question: Question, sceneId: Type.Optional(Id) }),
  result: Type.Array(RobotAnswerSchema, { maxItems: ROBOT_ANSWERS_MAX }),
});

export const robotIsSolve = defineEndpoint({
  name: 'robotIsSolve',
  method: 'POST',
  path: `${P}/aiquestion/isSolve`,
  visitorPath: `${NOBODY}/aiquestion/isSolve`,
  access: visitor,
  summary: 'Whether an answer solved the question asked; unsolved also records the question as unanswered',
  body: Type.Object({ id: Id, question: Question, solved: Type.Boolean() }),
  result: Type.Null(),
});

export const robotRecordQuestion = defineEndpoint({
  name: 'robotRecordQuestion',
  method: 'POST',
  path: `${P}/aiquestion/recordQuestion`,
  visitorPath: `${NOBODY}/aiquestion/recordQuestion`,
  access: visitor,
  summary: 'Records a question the robot could not answer; the same question (ignoring case, spaces and punctuation) is counted',
  body: Type.Object({ question: Question }),
  result: Type.Object({ count: Type.Integer({ minimum: 1 }) }),
});

export const robotBaseInfo = defineEndpoint({
  name: 'robotBaseInfo',
  method: 'GET',
  path: `${P}/questionbasicconfig/baseInfo`,
  visitorPath: `${NOBODY}/questionbasicconfig/baseInfo`,
  access: visitor,
  summary: "The robot's name, avatar, greeting, whether it is open, and the help-and-feedback address (also in nobody/index/index)",
  result: RobotConfigSchema,
});

export const robotSceneList = defineEndpoint({
  name: 'robotSceneList',
  method: 'GET',
  path: `${P}/questionScene/list`,
  visitorPath: `${NOBODY}/questionScene/list`,
  access: visitor,
  summary: 'The enabled question scenes in order, with how many entries each holds',
  result: Type.Array(RobotSceneSchema),
});

export const robotSceneSelectList = defineEndpoint({
  name: 'robotSceneSelectList',
  method: 'GET',
  path: `${P}/questionScene/selectList`,
  visitorPath: `${NOBODY}/questionScene/selectList`,
  access: visitor,
  summary: 'The enabled question scenes as options of a select (feedback form)',
  result: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
});
