/**
 * Steeds for cavalry and characters: the points extra of every row of the steed table
 * (rules/wfb4.md §10; RB p.92), and the profile where the seed gives one.
 *
 * A cavalry model is a rider on a mount with 1 W (RB p.16). Of a mount only M (the model's
 * move), and WS, S, I, A when it has attacks, are ever used: its T, W and Ld never are (RB p.16),
 * and blows always go to the rider (RB p.31). The seed prints the Warhorse in full (RB p.95) and
 * says enough about the ordinary horse to field it (M8, A0). Every other steed's profile is a gap
 * (§1.2, §12-17): those rows carry only the points extra, with `profileKnown: false`, and a
 * scenario must give the profile inline.
 */

/**
 * A mount's characteristics; null where the seed does not give the value. BS is 0 or unknown for
 * every steed here and no rule uses a mount's BS.
 */
export interface MountProfile {
  M: number;
  WS: number | null;
  BS: number | null;
  S: number | null;
  T: number | null;
  W: number | null;
  I: number | null;
  A: number;
  Ld: number | null;
}

export interface Mount {
  id: string;
  name: string;
  /**
   * Points added once per model after the rider's cost (with gear) is doubled; for a character,
   * added to the undoubled character cost (RB p.94-95).
   */
  pointsExtra: number;
  /**
   * True when everything the simulator uses of this mount is known: M and A, and WS, S and I if
   * A > 0. False means only the points extra is known.
   */
  profileKnown: boolean;
  /** What the seed gives; null when it gives nothing. */
  profile: MountProfile | null;
  /** Where the profile comes from, or '' when there is none. */
  profilePage: string;
  /** Facts the seed states about this steed that the fields above do not hold. */
  note: string;
  /** Page of the points row. */
  page: string;
}

function pointsOnly(id: string, name: string, pointsExtra: number, note = ''): Mount {
  return { id, name, pointsExtra, profileKnown: false, profile: null, profilePage: '', note, page: 'RB p.92' };
}

/**
 * The steed table of RB p.92 (rules/wfb4.md §10), one entry per row, plus what the seed says of
 * each profile. Steed of Slaanesh and Tzeentch Disc are printed among the Chaos Daemons with
 * the same twice the rider plus N wording, so they are steeds here too.
 */
export const MOUNTS: Readonly<Record<string, Mount>> = {
  horse: {
    id: 'horse',
    name: 'Horse',
    pointsExtra: 0,
    profileKnown: true,
    // RB p.20: a rider on a horse moves 8" as a rule; RB p.14: a plain horse has no Attacks;
    // RB p.16: a mount with 1 W makes a cavalry model, and horses are the book's first example.
    profile: { M: 8, WS: null, BS: null, S: null, T: null, W: 1, I: null, A: 0, Ld: null },
    profilePage: 'RB p.14, p.16, p.20',
    note: 'Only M, A and W are given; with A 0 the horse never strikes, so nothing else is used.',
    page: 'RB p.92',
  },
  warhorse: {
    id: 'warhorse',
    name: 'Warhorse',
    pointsExtra: 3,
    profileKnown: true,
    profile: { M: 8, WS: 3, BS: 0, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 5 },
    profilePage: 'RB p.95',
    note: 'Has its own attack, struck with its own WS, S and I (RB p.31).',
    page: 'RB p.92',
  },
  'skeletal-steed': pointsOnly('skeletal-steed', 'Skeletal Steed', 2),
  'elven-steed': pointsOnly('elven-steed', 'Elven Steed', 3),
  'chaos-steed': pointsOnly('chaos-steed', 'Chaos Steed', 4),
  'giant-spider': pointsOnly('giant-spider', 'Giant Spider', 4),
  'giant-wolf': pointsOnly('giant-wolf', 'Giant Wolf', 4, 'Has its own attack (RB p.31); profile not in the seed.'),
  'tzeentch-disc': pointsOnly('tzeentch-disc', 'Tzeentch Disc', 4, 'Printed among the Chaos Daemons (RB p.92).'),
  'steed-of-slaanesh': pointsOnly(
    'steed-of-slaanesh',
    'Steed of Slaanesh',
    5,
    'Printed among the Chaos Daemons (RB p.92).',
  ),
  'war-boar': pointsOnly('war-boar', 'War Boar', 8),
  'cold-one': pointsOnly('cold-one', 'Cold One', 10),
};
