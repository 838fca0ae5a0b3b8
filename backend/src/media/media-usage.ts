/** Anything that can run SQL: the data source, or a transaction's entity manager. */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Of `keys`, the media objects nothing uses any more: no news article, and no photo or gallery
 * video uploaded for the clinic's content (an upload is kept while any revision of the content might show it; its
 * own clean-up decides when it goes). Keys are content-addressed, so two owners may share one.
 */
export async function unusedImageKeys(db: Queryable, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = (await db.query(
    `SELECT DISTINCT used.key
       FROM (
         SELECT image.key
           FROM news_article a
           CROSS JOIN LATERAL (
             SELECT a.card_image ->> 'key' AS key
             UNION ALL SELECT a.content_image ->> 'key'
             UNION ALL SELECT v ->> 'key' FROM jsonb_array_elements(coalesce(a.card_image -> 'variants', '[]')) v
             UNION ALL SELECT v ->> 'key' FROM jsonb_array_elements(coalesce(a.content_image -> 'variants', '[]')) v
           ) image
         UNION ALL
         SELECT unnest(u.keys) FROM content_upload u WHERE u.keys && $1::text[]
       ) used
      WHERE used.key = ANY($1)`,
    [keys],
  )) as Array<{ key: string }>;
  const inUse = new Set(rows.map((row) => row.key));
  return [...new Set(keys)].filter((key) => !inUse.has(key));
}
