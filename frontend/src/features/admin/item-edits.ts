/** Small edits of the lists and items the dashboard's forms change, each giving a new value. */

/** The list with the item at `index` replaced by `item`. */
export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((other, at) => (at === index ? item : other));

/** The list without the item at `index`. */
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** The item with its optional field `key` set to `value`, or without the field when `value` is empty. */
export function withOptional<T extends object, K extends keyof T>(item: T, key: K, value: T[K] | null | undefined): T {
  const { [key]: _old, ...rest } = item;
  return (value ? { ...rest, [key]: value } : rest) as T;
}
