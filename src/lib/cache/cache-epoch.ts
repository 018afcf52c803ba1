/**
 * Part of every data-cache key (firm, pages, attorneys, lives, blog, testimonials, reviews). Next keeps `unstable_cache`
 * entries on disk (.next/cache) across restarts, and a restarted server may face another database
 * (a restore, a test run on a fresh one) where no hook ever revalidated them. Keying by process
 * start makes each start read its own database once; within the process tags revalidate as usual.
 */
export const cacheEpoch = `${process.pid}-${Date.now()}`
