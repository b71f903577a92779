/**
 * The special rules a WFB3 unit's `special` list takes: those played, and those refused with
 * the reason (README "Not played yet"), each with its rule in rules/wfb3.md.
 */

export interface SpecialRule {
  id: string;
  name: string;
  rule: string;
  /** For a rule not played: why, in a sentence the refusal quotes. */
  why?: string;
}

export const PLAYED_SPECIAL_RULES: readonly SpecialRule[] = [
  { id: 'fear', name: 'Causes fear', rule: '§5' },
  { id: 'hatred', name: 'Hatred of every enemy', rule: '§5' },
  { id: 'frenzy', name: 'Subject to frenzy', rule: '§5' },
  { id: 'stupidity', name: 'Stupidity', rule: '§5, gap G7' },
];

export const SPECIAL_RULES_NOT_PLAYED: readonly SpecialRule[] = [
  { id: 'terror', name: 'Causes terror', rule: 'gap G8', why: 'terror is not in the seed (gap G8)' },
  { id: 'skirmish', name: 'Skirmishers', rule: 'gap G9', why: 'skirmishers are not in the seed (gap G9)' },
  { id: 'animosity', name: 'Animosity', rule: '§5, gap G20', why: 'animosity\'s effects are not in the seed (gap G20)' },
  { id: 'instability', name: 'Instability', rule: '§5, gap G20', why: 'instability\'s effects are not in the seed (gap G20)' },
  { id: 'flying', name: 'Flyer', rule: '§2.7', why: 'a flyer is a unit with a `flight:` field (top, min, acc, level), not a special rule' },
  { id: 'chariot', name: 'Chariot', rule: '§6.1', why: 'a chariot is a unit with a `chariot:` field (crew, animals, scythes), not a special rule' },
  { id: 'war-beast', name: 'War beast', rule: '§6.2', why: 'a war beast is a unit with a `warBeast:` field (crew, beast), not a special rule' },
  { id: 'wizard', name: 'Wizard', rule: '§6.8, gap G10', why: 'a wizard is a character with a `wizard:` field (power, spells), not a unit\'s special rule' },
];
