/**
 * A metric key or chart name made safe as part of a file name: letters, digits, '.', '_' and
 * '-' are kept, every other run of characters becomes one '-'. Keys are id paths chosen by the
 * user ('unit.knights.left'), so they must not be able to climb out of the output folder.
 *
 * @example fileSlug('unit.knights of the realm.left') // → 'unit.knights-of-the-realm.left'
 */
export function fileSlug(key: string): string {
  const slug = key.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  return slug === '' ? 'metric' : slug;
}
