/**
 * Reading what the admin sends for an item of clinic content: each field checked with a message a
 * clinic owner understands, keyed by the field's dotted path, and nothing that is not a field.
 */

/** An item read from input, or the message of each field that is wrong (keyed by its path). */
export type Parsed<T> = { item: T; problems?: undefined } | { item?: undefined; problems: Record<string, string> };

/** A field's label inside a sentence: 'Phone number' → 'phone number', 'PIN code' and 'YouTube link' as they are. */
const inSentence = (label: string) => label.replace(/^[A-Z][a-z]*(?=[\s-]|$)/, (word) => word.toLowerCase());

/** Reads fields of an untrusted object, collecting one message per wrong field. */
export class FieldReader {
  readonly problems: Record<string, string> = {};

  constructor(private readonly value: unknown) {}

  private at(path: string): unknown {
    let current: unknown = this.value;
    for (const part of path.split('.')) {
      current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
    }
    return current;
  }

  text(path: string, label: string, { max, optional = false }: { max: number; optional?: boolean }): string {
    const value = this.at(path);
    const text = typeof value === 'string' ? value.trim() : '';
    if (value !== undefined && value !== null && typeof value !== 'string') this.problems[path] = `${label} must be text`;
    else if (!text && !optional) this.problems[path] = `Enter the ${inSentence(label)}`;
    else if ([...text].length > max) this.problems[path] = `${label} must be at most ${max} characters`;
    return text;
  }

  whole(path: string, label: string, min: number, max: number): number {
    const value = this.at(path);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.problems[path] = `${label} must be a whole number from ${min} to ${max}`;
      return min;
    }
    return value;
  }

  /** A web address starting with https:// (`optional`: may be left empty). */
  link(path: string, label: string, { optional = false }: { optional?: boolean } = {}): string {
    const text = this.text(path, label, { max: 500, optional });
    if (text && !this.problems[path]) {
      let url: URL | undefined;
      try {
        url = new URL(text);
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== 'https:') this.problems[path] = `${label} must be a web address starting with https://`;
    }
    return text;
  }

  raw(path: string): unknown {
    return this.at(path);
  }

  /** A list of texts, each trimmed and at most `each` characters, with `min` to `max` entries. */
  list(path: string, label: string, { min, max, each }: { min: number; max: number; each: number }): string[] {
    const value = this.at(path);
    const entries = Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry.trim() : '')) : [];
    if (!Array.isArray(value) || entries.length < min || entries.length > max || entries.some((entry) => !entry)) {
      this.problems[path] = `${label}: give ${min === max ? min : `${min} to ${max}`} entries, none empty`;
    } else if (entries.some((entry) => [...entry].length > each)) {
      this.problems[path] = `${label}: each entry must be at most ${each} characters`;
    }
    return entries;
  }

  flag(path: string, label: string): boolean {
    const value = this.at(path);
    if (typeof value !== 'boolean') this.problems[path] = `${label} must be true or false`;
    return value === true;
  }

  /** Refuses fields an object should not have ('' is the item itself). */
  only(path: string, keys: readonly string[]): void {
    const value = path ? this.at(path) : this.value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) this.problems[path ? `${path}.${key}` : key] = `Unknown field: ${path ? `${path}.${key}` : key}`;
    }
  }
}
