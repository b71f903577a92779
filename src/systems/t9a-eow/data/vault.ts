/**
 * The Vault of The 9th Age: Essence of War (rules/t9a_eow.md §9, book L2730–2820): every
 * item Enchantment, in the digest's order. Limits shared by all items (§9): a Character takes
 * at most 100 pts of items, at most one of each type; each item once per roster; Towering
 * models take no Armour, Daemon Mages no items, Iron Fist models no Weapons.
 *
 * `restriction` is the item's own "who may not take it" clause, as the digest prints it.
 */
import type { T9aItem } from './types.ts';

export const VAULT: readonly T9aItem[] = [
  // ── Weapons ──
  {
    id: 'eldrich-inscriptions',
    name: 'Eldrich Inscriptions',
    type: 'weapon',
    points: 50,
    summary: 'Attacks with this weapon must re-roll failed To-Wound rolls.',
  },
  {
    id: 'touch-of-greatness',
    name: 'Touch of Greatness',
    type: 'weapon',
    points: 50,
    summary: 'Attacks with this weapon get +1 Str and +1 AP.',
  },
  {
    id: 'cleansing-light',
    name: 'Cleansing Light',
    type: 'weapon',
    points: 25,
    summary: 'Aegis saves that succeed against this weapon are rolled again.',
  },
  {
    id: 'shield-breaker',
    name: 'Shield Breaker',
    type: 'weapon',
    points: 25,
    summary: 'Attacks with this weapon get +6 AP but fail to wound on a natural 1 or 2.',
  },
  {
    id: 'supernatural-dexterity',
    name: 'Supernatural Dexterity',
    type: 'weapon',
    points: 25,
    summary: 'The bearer gets +2 Off and +2 Agi.',
  },
  // ── Armour ──
  {
    id: 'destinys-call',
    name: "Destiny's Call",
    type: 'armour',
    points: 75,
    restriction: 'not for "Chariot" mounts',
    summary: 'Aegis 4+; Arm becomes 3 and nothing can raise it further.',
  },
  {
    id: 'armour-of-shielding',
    name: 'Armour of Shielding',
    type: 'armour',
    points: 50,
    summary: 'Aegis 5+.',
  },
  {
    id: 'essence-of-mithril',
    name: 'Essence of Mithril',
    type: 'armour',
    points: 50,
    restriction: 'not for "Chariot" mounts',
    summary: 'Arm becomes 5 and nothing can raise it further.',
  },
  {
    id: 'hardening-infusion',
    name: 'Hardening Infusion',
    type: 'armour',
    points: 25,
    summary: '+1 Arm, up to 5.',
  },
  // ── Banners ──
  {
    id: 'banner-of-speed',
    name: 'Banner of Speed',
    type: 'banner',
    points: 50,
    summary: 'While the bearer is not fleeing, friends within 6" get +1" Adv and +2" Mar.',
  },
  {
    id: 'battle-standard',
    name: 'Battle Standard',
    type: 'banner',
    points: 50,
    restriction: 'not for the General',
    summary: 'Rally Around the Flag: friends within 12" re-roll failed Discipline tests.',
  },
  {
    id: 'banner-of-discipline',
    name: 'Banner of Discipline',
    type: 'banner',
    points: 25,
    summary: 'While the bearer is not fleeing, friends within 6" re-roll failed Panic tests.',
  },
  // ── Artefacts ──
  {
    id: 'crown-of-the-wizard-king',
    name: 'Crown of the Wizard King',
    type: 'artefact',
    points: 75,
    restriction: 'not for Wizards',
    summary: 'Before deployment the bearer becomes an Apprentice of a Path whose first spell no friendly wizard knows.',
  },
  {
    id: 'binding-scroll',
    name: 'Binding Scroll',
    type: 'artefact',
    points: 50,
    summary: 'Once per game, at the start of the enemy Magic phase, forbid one enemy spell for that turn.',
  },
  {
    id: 'signet-of-command',
    name: 'Signet of Command',
    type: 'artefact',
    points: 50,
    summary: '+1 Dis, up to 9.',
  },
  {
    id: 'talisman-of-the-void',
    name: 'Talisman of the Void',
    type: 'artefact',
    points: 50,
    restriction: 'Wizard Master only',
    summary: 'Channel gives 2 magic dice instead of 1 (the army cap of 2 still holds).',
  },
  {
    id: 'crown-of-autocracy',
    name: 'Crown of Autocracy',
    type: 'artefact',
    points: 25,
    summary: 'Commanding Presence reaches 3" further (18" at most), or 3" for a model without it.',
  },
  {
    id: 'crystal-ball',
    name: 'Crystal Ball',
    type: 'artefact',
    points: 25,
    summary: 'While the bearer is on the table, the first friendly dispel of each Magic phase gets +1.',
  },
  {
    id: 'dragon-staff',
    name: 'Dragon Staff',
    type: 'artefact',
    points: 25,
    summary: 'The bearer gains Breath (Str 4, AP 0).',
  },
  {
    id: 'obsidian-rock',
    name: 'Obsidian Rock',
    type: 'artefact',
    points: 25,
    summary: 'Enemy spells aimed at the bearer’s unit are cast at −2.',
  },
];

const BY_ID = new Map(VAULT.map((i) => [i.id, i]));

/** The item with this id ('shield-breaker', 'destinys-call'), or undefined. */
export function itemById(id: string): T9aItem | undefined {
  return BY_ID.get(id);
}
