import type { Queryable } from '../../db';

/**
 * Counts one hit in a fixed window kept in the database (so every gateway process shares it);
 * answers whether the bucket is still within `max` hits.
 */
export async function hitRateLimit(
  db: Queryable,
  bucket: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const rows = await db.query<{ hits: number }>(
    `insert into lingxi_rate_limit (bucket, hits, window_start) values ($1, 1, now())
     on conflict (bucket) do update set
       hits = case when lingxi_rate_limit.window_start < now() - ($2::int * interval '1 second') then 1
                   else lingxi_rate_limit.hits + 1 end,
       window_start = case when lingxi_rate_limit.window_start < now() - ($2::int * interval '1 second') then now()
                           else lingxi_rate_limit.window_start end
     returning hits`,
    [bucket.slice(0, 200), windowSeconds],
  );
  return (rows[0]?.hits ?? 1) <= max;
}
