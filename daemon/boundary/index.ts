/** The personal boundary: classifies each turn as personal, skill or world. See docs/privacy.md. */
export { classifyTurn, warmUpBoundary, type Classification, type RuleCode } from './classify.js';
export { createBoundaryStage, BOUNDARY_STAGE_NAME } from './stage.js';
export { COVERED_LANGUAGES } from './signals.js';
