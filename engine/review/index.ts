// The game review's public surface (issue 40; docs/review.md).
export * from './types';
export { ReviewJob, reviewRecord, weighDecision, type ExactValuer, type ReviewOptions } from './review';
export { recordDecisions, knowledgeOf, type DecisionPoint, type RecordDecisions } from './decisions';
export { bidChances, estimateChoices, decisionSeed, REVIEW_WORLDS, sameAction } from './value';
export { estimateRoundChoices, isRoundChoice, stateBeforeRoll, CHOICE_THROWS } from './choices';
export { playoutBidLosses, PLAYOUT_SHORTLIST, PLAYOUT_WORLDS } from './playout';
export { classify, CLASS_THRESHOLDS } from './classify';
export { ACCURACY_SCALE, accuracyGroup, accuracyOf, decisionScore } from './accuracy';
export { momentsOf } from './moments';
export { exactChoices, exactValuer, EXACT_NODE_LIMIT } from './exact';
export { referenceHint } from './hint';
