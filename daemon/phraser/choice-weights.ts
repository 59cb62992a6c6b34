/**
 * Weights of ./choice.ts, written by `node bench/qa/train-choice.mjs --write` (do not edit by hand).
 *
 * Fitted on 1357 questions (522 with two answering sentences or more) of
 *   en_dev.jsonl, ady.jsonl, ady_r10.jsonl, ady_r11.jsonl, ady_r12.jsonl, ady_r13.jsonl, ady_r14.jsonl
 *   ady_r15.jsonl, ady_r16.jsonl, ady_r17.jsonl, ady_r18.jsonl, ady_r19.jsonl, ady_r2.jsonl, ady_r3.jsonl
 *   ady_r4.jsonl, ady_r5.jsonl, ady_r6.jsonl, ady_r7.jsonl, ady_r8.jsonl, ady_r9.jsonl, af.jsonl
 *   af_r10.jsonl, af_r11.jsonl, af_r12.jsonl, af_r13.jsonl, af_r14.jsonl, af_r15.jsonl, af_r16.jsonl
 *   af_r17.jsonl, af_r2.jsonl, af_r3.jsonl, af_r4.jsonl, af_r5.jsonl, af_r6.jsonl, af_r7.jsonl
 *   af_r8.jsonl, af_r9.jsonl, en_r1.jsonl, en_r10.jsonl, en_r10_aviation.jsonl, en_r11.jsonl
 *   en_r11_aviation.jsonl, en_r12.jsonl, en_r12_aviation.jsonl, en_r13.jsonl, en_r13_aviation.jsonl
 *   en_r14.jsonl, en_r14_aviation.jsonl, en_r15.jsonl, en_r15_aviation.jsonl, en_r16.jsonl
 *   en_r16_aviation.jsonl, en_r17.jsonl, en_r17_aviation.jsonl, en_r18.jsonl, en_r18_aviation.jsonl
 *   en_r19.jsonl, en_r19_aviation.jsonl, en_r2.jsonl, en_r20.jsonl, en_r20_aviation.jsonl, en_r21.jsonl
 *   en_r21_aviation.jsonl, en_r3.jsonl, en_r4.jsonl, en_r5.jsonl, en_r6.jsonl, en_r6_aviation.jsonl
 *   en_r7.jsonl, en_r7_aviation.jsonl, en_r8.jsonl, en_r8_aviation.jsonl, en_r9.jsonl
 *   en_r9_aviation.jsonl, fr.jsonl, fr_r10.jsonl, fr_r11.jsonl, fr_r12.jsonl, fr_r13.jsonl, fr_r14.jsonl
 *   fr_r15.jsonl, fr_r16.jsonl, fr_r17.jsonl, fr_r18.jsonl, fr_r19.jsonl, fr_r2.jsonl, fr_r3.jsonl
 *   fr_r4.jsonl, fr_r5.jsonl, fr_r6.jsonl, fr_r7.jsonl, fr_r8.jsonl, fr_r9.jsonl, zb_r1.jsonl
 *   zb_r10.jsonl, zb_r11.jsonl, zb_r12.jsonl, zb_r13.jsonl, zb_r14.jsonl, zb_r2.jsonl, zb_r3.jsonl
 *   zb_r4.jsonl, zb_r5.jsonl, zb_r6.jsonl, zb_r7.jsonl, zb_r8.jsonl, zb_r9.jsonl.
 * Cross-checked in 5 folds by question id, first sentence right (margin 1): rules 327, fitted 345.
 */
import type { ChoiceWeights } from './choice.js';

export const CHOICE_WEIGHTS: ChoiceWeights = {
  features: ["bias","focusShare","holdsKind","hinted","defines","rulesPick","scoreShareOfBest","logScore","inverseRank","inverseEvidenceIndex","inverseSentenceIndex","infoboxRow","saysSubTopic","labelSaysQuestion","hasContent","length","opensWithTitle","aboutAnotherSubject","ownFocusShare","focusCloseness","subjectNamed","unsupported","focusWords","neededWords","hasSubTopic","otherLanguage","measure","counts","kindDate","kindNumber","kindPerson","kindPlace","kindOther","kindOrganisation","focusTimesHolds","scoreShareTimesFocus","questionWordShare","lexicalShare","ownWordsShare","newNames"],
  mean: [0, 0.7442, 1, 0.0993, 0.0039, 0.2881, 0.5273, 2.2979, 0.4944, 0.5391, 0.7837, 0.1004, 0.1849, 0.0408, 0.8902, 0.2499, 0.1137, 0.0712, 0.6876, 0.4685, 0.8681, 0.0033, 0.3652, 0.3707, 0.516, 0.0381, 0.0309, 0.1082, 0.1805, 0.1595, 0.1297, 0.1015, 0.4056, 0.0232, 0.7442, 0.4241, 0.2427, 0.5645, 0.536, 0.6996],
  scale: [1, 0.263, 1, 0.2991, 0.062, 0.4529, 0.3873, 1.1888, 0.3307, 0.3477, 0.2694, 0.3006, 0.3882, 0.1979, 0.3127, 0.1415, 0.3174, 0.2571, 0.323, 0.3569, 0.3384, 0.0574, 0.2451, 0.2418, 0.4997, 0.1914, 0.1731, 0.3106, 0.3846, 0.3661, 0.336, 0.302, 0.491, 0.1505, 0.263, 0.3683, 0.2168, 0.3516, 0.3665, 0.3331],
  weights: [0, -0.0062, 0, -0.1256, 0.338, 0.1298, 0.586, 0.042, -0.5422, 0.4014, -0.0785, 0.0912, 0.094, 0.422, -0.2325, -0.4262, -0.1205, 0.5267, -0.3676, 0.5095, 0.5444, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -0.0062, 0.8265, 0.8402, -0.1565, 0.3575, 0.3955],
};
