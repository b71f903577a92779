/**
 * Rules of rules/wfb4.md §13 tier 2 and 3 that warsim does not play yet. A scenario that asks
 * for one is refused with this message, and the system README lists them.
 */
import type { Wfb4Rule } from './plan.ts';

export interface UnsupportedRule {
  id: string;
  name: string;
  rule: string;
}

export const TIER2_RULES: UnsupportedRule[] = [
  { id: 'magic-items', name: 'Magic items with powers outside warsim\'s effect vocabulary (items that take over monsters, steal spells, transform their bearer, and the like)', rule: '§9' },
];

/** A special rule of tier 2 that warsim plays: its id in a unit's `special` list and its plan column. */
export interface PlayedRule extends UnsupportedRule {
  column: Wfb4Rule;
}

/** The special rules of tier 2 that warsim plays, named in a unit's `special` list. */
export const PLAYED_SPECIAL_RULES: readonly PlayedRule[] = [
  { id: 'hatred', name: 'Hatred', rule: '§7', column: 'hatred' },
  { id: 'frenzy', name: 'Frenzy', rule: '§7', column: 'frenzy' },
  { id: 'immune-to-panic', name: 'Immune to panic', rule: '§7', column: 'immuneToPanic' },
  { id: 'fear', name: 'Causes fear', rule: '§7', column: 'fear' },
  { id: 'terror', name: 'Causes terror', rule: '§7', column: 'terror' },
  { id: 'stupidity', name: 'Stupidity', rule: '§7', column: 'stupidity' },
  { id: 'animosity', name: 'Orc & Goblin animosity', rule: '§7', column: 'animosity' },
  { id: 'daemon-animosity', name: 'Daemon animosity', rule: '§7', column: 'daemonAnimosity' },
  { id: 'undead', name: 'Undead', rule: '§7', column: 'undead' },
  { id: 'daemonic-save', name: 'Daemonic save', rule: '§8.8', column: 'daemonicSave' },
  { id: 'fast-cavalry', name: 'Fast cavalry', rule: '§2.2', column: 'fastCavalry' },
  { id: 'skirmish', name: 'Skirmishers', rule: '§8.7', column: 'skirmish' },
  { id: 'regeneration', name: 'Regeneration', rule: '§12-17', column: 'regeneration' },
  { id: 'monster', name: 'Monster', rule: '§8.2', column: 'monster' },
  { id: 'flying', name: 'Flying', rule: '§8.3', column: 'flying' },
  { id: 'chariot', name: 'Chariot', rule: '§8.4', column: 'chariot' },
  { id: 'pump-wagon', name: 'Snotling Pump Wagon', rule: '§8.4', column: 'pumpWagon' },
  { id: 'flammable', name: 'Vulnerable to fire', rule: '§9 (AM p.13-16)', column: 'flammable' },
];

export function notSupportedMessage(id: string): string {
  const r = TIER2_RULES.find((x) => x.id === id);
  const name = r ? `${r.name} (rules/wfb4.md ${r.rule})` : id;
  return `${name} is not supported yet: it is tier 2 of the WFB4 rules (see src/systems/wfb4/README.md)`;
}
