/** Words for the sentences a replay prints. */

/**
 * A count with its noun, singular for one: "1 attack", "3 attacks", "0 wounds".
 *
 * @param many the plural where it is not the singular with an s ("1 HP", "2 HP")
 * @example count(1, 'wound') // '1 wound'
 */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
