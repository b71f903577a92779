import { describe, expect, it } from 'vitest';
import { moveAfterArmour } from '../../../../src/systems/wfb4/data/armour.ts';
import { MOUNTS } from '../../../../src/systems/wfb4/data/mounts.ts';

describe('MOUNTS (§1.2, §10)', () => {
  it('horse: M8 and A0, all that an ordinary horse needs (RB p.14, p.20)', () => {
    expect(MOUNTS.horse.profileKnown).toBe(true);
    expect(MOUNTS.horse.profile?.M).toBe(8);
    expect(MOUNTS.horse.profile?.A).toBe(0);
    expect(MOUNTS.horse.profile?.W).toBe(1);
  });

  it('warhorse: M8 WS3 BS0 S3 T3 W1 I3 A1 Ld5 (RB p.95)', () => {
    expect(MOUNTS.warhorse.profile).toEqual({ M: 8, WS: 3, BS: 0, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 5 });
    expect(MOUNTS.warhorse.profileKnown).toBe(true);
  });

  it('§11 #32: a knight in heavy armour and shield on a barded warhorse moves 6"', () => {
    expect(moveAfterArmour(MOUNTS.warhorse.profile?.M ?? 0, ['heavy-armour', 'shield', 'barding'], true)).toBe(6);
  });

  it('every other steed has only its points extra, marked profileKnown: false', () => {
    for (const mount of Object.values(MOUNTS)) {
      expect(mount.page).toBe('RB p.92');
      if (mount.id === 'horse' || mount.id === 'warhorse') continue;
      expect(mount.profileKnown, mount.id).toBe(false);
      expect(mount.profile, mount.id).toBeNull();
      expect(mount.profilePage).toBe('');
    }
  });

  it('a known profile has M and A, and WS, S and I when A > 0', () => {
    for (const mount of Object.values(MOUNTS)) {
      if (!mount.profileKnown || !mount.profile) continue;
      expect(mount.profile.M).toBeGreaterThan(0);
      if (mount.profile.A > 0) {
        expect(mount.profile.WS).not.toBeNull();
        expect(mount.profile.S).not.toBeNull();
        expect(mount.profile.I).not.toBeNull();
      }
    }
  });
});
