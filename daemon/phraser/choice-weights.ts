/**
 * Weights of ./choice.ts, written by `node bench/qa/train-choice.mjs --write` (do not edit by hand).
 *
 * Fitted on 1295 questions (498 with two answering sentences or more) of
 *   en_dev.jsonl, ady.jsonl, ady_r10.jsonl, ady_r11.jsonl, ady_r12.jsonl, ady_r13.jsonl, ady_r14.jsonl
 *   ady_r15.jsonl, ady_r16.jsonl, ady_r17.jsonl, ady_r18.jsonl, ady_r2.jsonl, ady_r3.jsonl, ady_r4.jsonl
 *   ady_r5.jsonl, ady_r6.jsonl, ady_r7.jsonl, ady_r8.jsonl, ady_r9.jsonl, af.jsonl, af_r10.jsonl
 *   af_r11.jsonl, af_r12.jsonl, af_r13.jsonl, af_r14.jsonl, af_r15.jsonl, af_r16.jsonl, af_r2.jsonl
 *   af_r3.jsonl, af_r4.jsonl, af_r5.jsonl, af_r6.jsonl, af_r7.jsonl, af_r8.jsonl, af_r9.jsonl, en_r1.jsonl
 *   en_r10.jsonl, en_r10_aviation.jsonl, en_r11.jsonl, en_r11_aviation.jsonl, en_r12.jsonl
 *   en_r12_aviation.jsonl, en_r13.jsonl, en_r13_aviation.jsonl, en_r14.jsonl, en_r14_aviation.jsonl
 *   en_r15.jsonl, en_r15_aviation.jsonl, en_r16.jsonl, en_r16_aviation.jsonl, en_r17.jsonl
 *   en_r17_aviation.jsonl, en_r18.jsonl, en_r18_aviation.jsonl, en_r19.jsonl, en_r19_aviation.jsonl
 *   en_r2.jsonl, en_r20.jsonl, en_r20_aviation.jsonl, en_r3.jsonl, en_r4.jsonl, en_r5.jsonl, en_r6.jsonl
 *   en_r6_aviation.jsonl, en_r7.jsonl, en_r7_aviation.jsonl, en_r8.jsonl, en_r8_aviation.jsonl
 *   en_r9.jsonl, en_r9_aviation.jsonl, fr.jsonl, fr_r10.jsonl, fr_r11.jsonl, fr_r12.jsonl, fr_r13.jsonl
 *   fr_r14.jsonl, fr_r15.jsonl, fr_r16.jsonl, fr_r17.jsonl, fr_r18.jsonl, fr_r2.jsonl, fr_r3.jsonl
 *   fr_r4.jsonl, fr_r5.jsonl, fr_r6.jsonl, fr_r7.jsonl, fr_r8.jsonl, fr_r9.jsonl, zb_r1.jsonl
 *   zb_r10.jsonl, zb_r11.jsonl, zb_r12.jsonl, zb_r13.jsonl, zb_r2.jsonl, zb_r3.jsonl, zb_r4.jsonl
 *   zb_r5.jsonl, zb_r6.jsonl, zb_r7.jsonl, zb_r8.jsonl, zb_r9.jsonl.
 * Cross-checked in 5 folds by question id, first sentence right (margin 1): rules 309, fitted 325.
 */
import type { ChoiceWeights } from './choice.js';

export const CHOICE_WEIGHTS: ChoiceWeights = {
  features: ["bias","focusShare","holdsKind","hinted","defines","rulesPick","scoreShareOfBest","logScore","inverseRank","inverseEvidenceIndex","inverseSentenceIndex","infoboxRow","saysSubTopic","labelSaysQuestion","hasContent","length","opensWithTitle","aboutAnotherSubject","ownFocusShare","focusCloseness","subjectNamed","unsupported","focusWords","neededWords","hasSubTopic","otherLanguage","measure","counts","kindDate","kindNumber","kindPerson","kindPlace","kindOther","kindOrganisation","focusTimesHolds","scoreShareTimesFocus","questionWordShare","lexicalShare","ownWordsShare","newNames"],
  mean: [0, 0.7446, 1, 0.1039, 0.004, 0.2875, 0.5284, 2.3139, 0.4944, 0.5374, 0.7796, 0.101, 0.1876, 0.0421, 0.8932, 0.249, 0.112, 0.0699, 0.6882, 0.4766, 0.8712, 0.0023, 0.3649, 0.3669, 0.5248, 0.0352, 0.0323, 0.1039, 0.1842, 0.1576, 0.1305, 0.1028, 0.3995, 0.0254, 0.7446, 0.4255, 0.2442, 0.5671, 0.5375, 0.704],
  scale: [1, 0.2638, 1, 0.3052, 0.0634, 0.4526, 0.3867, 1.1839, 0.3309, 0.3475, 0.271, 0.3014, 0.3904, 0.2009, 0.3089, 0.1418, 0.3154, 0.2549, 0.324, 0.3588, 0.3349, 0.048, 0.2417, 0.2365, 0.4994, 0.1843, 0.1769, 0.3052, 0.3876, 0.3644, 0.3368, 0.3037, 0.4898, 0.1573, 0.2638, 0.3681, 0.2167, 0.3496, 0.3655, 0.3312],
  weights: [0, -0.0046, 0, -0.0901, 0.3852, 0.1617, 0.4351, 0.0979, -0.5908, 0.3825, -0.0718, 0.0485, 0.0799, 0.4741, -0.2812, -0.3947, -0.1503, 0.5314, -0.3646, 0.5324, 0.5839, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -0.0046, 0.8796, 0.9177, -0.052, 0.2952, 0.4146],
};
