/**
 * What a magic banner may do (rules/wfb4.md §6.1, §9; AM p.19): the effects a scenario gives a
 * unit's magic standard, each with the rule it comes from. The seed's banner cards keep their
 * effects but lose their names and costs, so a banner is written in the scenario — its name, its
 * points and its effects from this list (README "Magic banners").
 */
export interface BannerEffect {
  id: string;
  summary: string;
  page: string;
}

export const BANNER_EFFECTS: Readonly<Record<string, BannerEffect>> = {
  'combat-result': { id: 'combat-result', summary: '+1 to the combat result of its side', page: 'AM p.19' },
  'combat-result-d6': { id: 'combat-result-d6', summary: '+D6 to the combat result of its side', page: 'AM p.19' },
  'double-rank-bonus': { id: 'double-rank-bonus', summary: 'the unit counts double its rank bonus in hand-to-hand combat', page: 'AM p.19' },
  'never-pursues': { id: 'never-pursues', summary: 'the unit never pursues', page: 'AM p.19' },
  'hit-bonus': { id: 'hit-bonus', summary: '+1 to hit in hand-to-hand combat', page: 'AM p.19' },
  'charge-strength': { id: 'charge-strength', summary: '+1 S when charging', page: 'AM p.19' },
  'save-bonus': { id: 'save-bonus', summary: '+1 to armour saves, or a 6+ save without armour', page: 'AM p.19' },
  'break-reroll': { id: 'break-reroll', summary: 're-roll a failed break test, as the battle standard gives (one re-roll only)', page: 'AM p.19' },
  fear: { id: 'fear', summary: 'the unit causes fear (and is immune to it)', page: 'AM p.19' },
  frenzy: { id: 'frenzy', summary: 'the unit is subject to frenzy', page: 'AM p.19' },
  'strikes-first': { id: 'strikes-first', summary: 'in hand-to-hand combat the unit always strikes first (its characters strike as their own rules say)', page: 'AM p.19' },
  'shots-penalty': { id: 'shots-penalty', summary: 'all shots at the unit are at -1 to hit', page: 'AM p.19' },
  'ld-penalty-1': { id: 'ld-penalty-1', summary: 'enemy units within 6" of the banner are at -1 on every Leadership test', page: 'AM p.19' },
  'ld-penalty-2': { id: 'ld-penalty-2', summary: 'enemy units within 6" of the banner are at -2 on every Leadership test', page: 'AM p.19' },
  'combat-result-aura': {
    id: 'combat-result-aura',
    summary: '+1 to the combat result of every unit of its side within 12" of it; placed on the battle standard only (a Master Rune of Protection)',
    page: 'AM p.37',
  },
  unbreakable: {
    id: 'unbreakable',
    summary: 'the unit is immune to panic, fear, terror and stupidity, never takes a break test and is never routed from hand-to-hand combat (a Rune of Protection)',
    page: 'AM p.37',
  },
  'charge-slowed': {
    id: 'charge-slowed',
    summary: 'an enemy charging the unit takes D6" from its charge distance: short of it, its charge fails (a Rune of Protection)',
    page: 'AM p.37',
  },
  'ld-10-aura': {
    id: 'ld-10-aura',
    summary: 'every unit of its side within 12" of it takes its psychology and break tests on an unmodified Ld 10; placed on the battle standard only (a Master Rune of Protection)',
    page: 'AM p.37',
  },
  'psychology-die': {
    id: 'psychology-die',
    summary: 'the unit rolls an extra D6 in each psychology test (panic, fear and terror, stupidity, restraining frenzy) and keeps the lowest two; break tests are not affected',
    page: 'AM p.19',
  },
  'double-attacks-first-round': {
    id: 'double-attacks-first-round',
    summary: 'the unit and the characters with it double all their attacks in its first round of hand-to-hand combat of the battle',
    page: 'AM p.19',
  },
  'charge-auto-hit': {
    id: 'charge-auto-hit',
    summary: 'the unit\'s troops, its champion and their steeds hit automatically in a round in which the unit charged home; its characters roll to hit as usual',
    page: 'AM p.19',
  },
  'dispel-anywhere': {
    id: 'dispel-anywhere',
    summary: 'every enemy spell cast, anywhere on the table, is dispelled on a D6 of 4+; an enemy spell in play on a target within 12" of the banner ends at the end of each magic phase; placed on the battle standard only (a Master Rune of Protection)',
    page: 'AM p.37',
  },
  'flyer-terror': {
    id: 'flyer-terror',
    summary: 'the unit causes terror in flyers, and is immune to the fear and terror of flyers; a flyer that passes its terror test and charges the unit rolls a D6: 1-2 driven off, 3-4 its charge fails and it stays put, 5-6 it charges',
    page: 'AM p.19',
  },
  'wounds-undead-and-daemons': {
    id: 'wounds-undead-and-daemons',
    summary: 'in every magic phase, each Undead or Daemon model touching the unit rolls a D6 and takes a wound on 4+',
    page: 'AM p.19',
  },
  'spell-ward-all': {
    id: 'spell-ward-all',
    summary: 'every spell cast at the unit, or at a character with it, friendly or hostile, is dispelled on a D6 of 4+, whatever the levels',
    page: 'AM p.19',
  },
  'slays-wizards': {
    id: 'slays-wizards',
    summary: 'an enemy wizard touching the unit is slain by magical overload; a unit\'s own standard only, and no friendly wizard may join the unit',
    page: 'AM p.19',
  },
  'ld-10': { id: 'ld-10', summary: 'the unit has Ld 10', page: 'AM p.19' },
  'absorbs-power': {
    id: 'absorbs-power',
    summary: 'each power card the enemy spends on a spell cast at the unit is absorbed on a D6 of 4+, and its side may use it that phase',
    page: 'AM p.19',
  },
  'deflects-spells': {
    id: 'deflects-spells',
    summary: 'an enemy spell at a target within 6" of it rolls the scatter dice: on an arrow it flies 4D6" that way and strikes the first unit on its path more than 6" from the banner, or none',
    page: 'AM p.19',
  },
  'spell-ward': { id: 'spell-ward', summary: 'an enemy spell cast at the unit, or at a character with it, is dispelled on a D6 of 4+, whatever the levels', page: 'AM p.19, p.37 (Rune of Warding)' },
};
