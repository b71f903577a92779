/**
 * The buildings of WFB4 as data (rules/wfb4.md §8.9; RB p.85): each kind's Toughness and damage
 * points, the book's suggested values. A terrain piece of one of these kinds is a building.
 */
export interface BuildingKind {
  id: string;
  name: string;
  T: number;
  damagePoints: number;
  page: string;
}

export const BUILDINGS: Readonly<Record<string, BuildingKind>> = {
  hut: { id: 'hut', name: 'Mud or straw hut, light wooden shack, outhouse', T: 7, damagePoints: 2, page: 'RB p.85' },
  house: { id: 'house', name: 'Timber or brick house, log cabin', T: 8, damagePoints: 5, page: 'RB p.85' },
  'stone-house': { id: 'stone-house', name: 'Stone house', T: 9, damagePoints: 5, page: 'RB p.85' },
  tower: { id: 'tower', name: 'Stone tower or fortification', T: 10, damagePoints: 10, page: 'RB p.85' },
};
