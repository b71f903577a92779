/**
 * The magic items warsim plays (rules/wfb4.md §8.1, §9; RB p.89, BM p.38-39, AM p.17): the
 * scrolls, which only a wizard may read, each once. The seed's item cards keep their effects but
 * lose their costs, so a scenario gives each item's points (its card value, §10). A character
 * carries at most his allowance of items (BM p.38); no item may be duplicated but scrolls.
 * Magic weapons, armour, talismans and the other items are not played yet (`special:
 * [magic-items]` is refused); magic standards are banners (banners.ts).
 */
export interface MagicItem {
  id: string;
  name: string;
  summary: string;
  page: string;
}

export const MAGIC_ITEMS: Readonly<Record<string, MagicItem>> = {
  'dispel-scroll': { id: 'dispel-scroll', name: 'Dispel scroll', summary: 'stops an enemy spell as it is cast, with no roll; one use', page: 'RB p.89, BM p.39, AM p.17' },
  'destroy-scroll': {
    id: 'destroy-scroll',
    name: 'Destroy scroll',
    summary: 'stops an enemy spell cast at its wizard or the unit he is with; a higher D6 than the caster\'s takes the spell from him for the battle; one use',
    page: 'RB p.89, AM p.17',
  },
  'power-scroll': { id: 'power-scroll', name: 'Power scroll', summary: 'its wizard casts one spell with no power cards (a Fire Ball as with 3); one use', page: 'AM p.17' },
};

/** The magic items a character may carry (BM p.38): a hero 2, a lord 3; a wizard one a magic level. */
export const ITEM_ALLOWANCE: Readonly<Record<string, number>> = {
  hero: 2,
  lord: 3,
  wizard: 1,
  'wizard-champion': 2,
  'master-wizard': 3,
  'wizard-lord': 4,
};
