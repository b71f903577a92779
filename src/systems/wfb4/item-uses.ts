/**
 * What characters' magic items have left and are doing, per unit row (rules/wfb4.md §9; AM
 * p.8-18): the uses of items of limited uses, a surge working, an item spent for the battle, the
 * round a weapon last stopped attacks, a character paralysed or made stupid by an enemy's item. One component, reset as each simulation starts
 * (resetItemUses()) and read by the modules of each power.
 */
import type { Wfb4Plan } from './plan.ts';

export class ItemUses {
  /** Uses left of an item that heals him (healing.ts), raises his Strength (surges.ts), unleashes a storm (combat.ts storm()), is a magic arrow (shooting.ts). */
  readonly heals: Int32Array;
  readonly surges: Int32Array;
  readonly storms: Int32Array;
  /** Uses left of an item that releases a blast on the foes touching him (blasts.ts). */
  readonly blasts: Int32Array;
  readonly arrows: Int32Array;
  /** Uses left of a globe he throws (globes.ts). */
  readonly globes: Int32Array;
  /** 1 while his surge of Strength works (surges.ts). */
  readonly surging: Uint8Array;
  /** 1 once his item has calmed his unit's first animosity (animosity.ts). */
  readonly calmSpent: Uint8Array;
  /** The combat round his weapon last stopped attacks struck at him (magic-items.ts guardedAttacks()). */
  readonly stoppedIn: Int32Array;
  /** The player turn an enemy's item last left him paralysed (paralysis.ts), and 1 once he passed its test: immune for the battle. */
  readonly paralysedIn: Int32Array;
  readonly unmoved: Uint8Array;
  /** Per unit, the round its models in contact with an item that transfixes last failed, and how many (transfix.ts); per bearer, the round he last transfixed any. */
  readonly transfixedIn: Int32Array;
  readonly transfixed: Int32Array;
  readonly transfixingIn: Int32Array;
  /** 1 once an enemy's weapon has wounded him: subject to stupidity for the rest of the battle (sapping.ts, stupidity.ts). */
  readonly stupefied: Uint8Array;
  /** Magic cards his blade's wounds earned, to take after the next magic phase's deal (wound-cards.ts). */
  readonly cardsEarned: Int32Array;
  /** The Toughness and WS a weapon's wounds or runes took from each unit for the battle: a spell raising T or WS for a while raises what is left (kernel/sapping.ts sappedT(), sappedWS()). */
  readonly tLost: Int32Array;
  readonly wsLost: Int32Array;
  /** The enemy character his weapon's runes of grudge marked, the first it hit; −1 none yet (combat.ts blows()). */
  readonly grudgeOn: Int32Array;
  /** 1 once an enemy's weapon destroyed his armour, for the battle (sapping.ts breakArmour(), saveOf()). */
  readonly armourLost: Uint8Array;
  /** 1 once an enemy's rune broke his magic weapon, for the battle (weapon-runes.ts, combat.ts strike()). */
  readonly weaponBroken: Uint8Array;

  constructor(n: number) {
    this.heals = new Int32Array(n);
    this.surges = new Int32Array(n);
    this.storms = new Int32Array(n);
    this.blasts = new Int32Array(n);
    this.arrows = new Int32Array(n);
    this.globes = new Int32Array(n);
    this.surging = new Uint8Array(n);
    this.calmSpent = new Uint8Array(n);
    this.stoppedIn = new Int32Array(n);
    this.paralysedIn = new Int32Array(n);
    this.unmoved = new Uint8Array(n);
    this.transfixedIn = new Int32Array(n);
    this.transfixed = new Int32Array(n);
    this.transfixingIn = new Int32Array(n);
    this.stupefied = new Uint8Array(n);
    this.cardsEarned = new Int32Array(n);
    this.tLost = new Int32Array(n);
    this.wsLost = new Int32Array(n);
    this.grudgeOn = new Int32Array(n);
    this.armourLost = new Uint8Array(n);
    this.weaponBroken = new Uint8Array(n);
  }
}

/** The models of unit u transfixed in round `round` (transfix.ts transfixTests()), who strike no blow. */
export function transfixedNow(uses: ItemUses, round: number, u: number): number {
  return uses.transfixedIn[u] === round ? uses.transfixed[u] : 0;
}

/** Whether bearer u's blows at foe hit with no roll in round `round`: some of foe's models touching him are transfixed (transfix.ts). */
export function strikesTransfixed(uses: ItemUses, round: number, u: number, foe: number): boolean {
  return uses.transfixingIn[u] === round && transfixedNow(uses, round, foe) > 0;
}

/** Every item as it is at deployment: its uses all left, nothing working, nothing spent. */
export function resetItemUses(uses: ItemUses, plan: Wfb4Plan): void {
  const it = plan.items;
  uses.heals.set(it.healUses);
  uses.surges.set(it.surgeUses);
  uses.storms.set(it.stormUses);
  uses.blasts.set(it.blastUses);
  uses.arrows.set(it.arrowUses);
  uses.globes.set(it.globeUses);
  uses.surging.fill(0);
  uses.calmSpent.fill(0);
  uses.stoppedIn.fill(0);
  uses.paralysedIn.fill(-1);
  uses.unmoved.fill(0);
  uses.transfixedIn.fill(-1);
  uses.transfixed.fill(0);
  uses.transfixingIn.fill(-1);
  uses.stupefied.fill(0);
  uses.cardsEarned.fill(0);
  uses.tLost.fill(0);
  uses.wsLost.fill(0);
  uses.grudgeOn.fill(-1);
  uses.armourLost.fill(0);
  uses.weaponBroken.fill(0);
}
