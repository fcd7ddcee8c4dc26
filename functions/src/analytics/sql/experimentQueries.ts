/**
 * The experiment report's queries, written once for every engine (the dialect supplies the
 * differences). Each takes the parameters `funnel`, `since` and `until` (ISO timestamps, until
 * exclusive). A visitor counts in the variant of their first exposure to a test, and only what
 * they did from that exposure on counts as its outcome; purchases and revenue are the back
 * office's orders (confirmed by the provider), not the browser's events.
 */
import { REPORT_EVENTS } from '../model'
import type { SqlDialect } from './dialect'

/** A string constant of the code's own as an SQL literal. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`

function exposures(d: SqlDialect): string {
  const testKey = d.jsonText('params', 'testKey')
  return `exposures AS (
  SELECT visitor_id, test_key, variant, exposed_at FROM (
    SELECT visitor_id, ${testKey} AS test_key, ${d.jsonText('params', 'variant')} AS variant, received_at AS exposed_at,
      ROW_NUMBER() OVER (PARTITION BY visitor_id, ${testKey} ORDER BY received_at) AS nth
    FROM ${d.relation('events')}
    WHERE funnel = ${d.param('funnel')} AND name = ${literal(REPORT_EVENTS.exposure)} AND visitor_id IS NOT NULL
      AND received_at >= ${d.timestampParam('since')} AND received_at < ${d.timestampParam('until')}
  ) AS ranked
  WHERE nth = 1 AND test_key IS NOT NULL AND variant IS NOT NULL
)`
}

/** Per visitor: when they last gave an e-mail and last started a checkout in the range (one pass over the trail). */
function lastActions(d: SqlDialect): string {
  return `last_actions AS (
  SELECT visitor_id,
    MAX(CASE WHEN name = ${literal(REPORT_EVENTS.email)} THEN received_at END) AS last_email_at,
    MAX(CASE WHEN name = ${literal(REPORT_EVENTS.checkout)} THEN received_at END) AS last_checkout_at
  FROM ${d.relation('events')}
  WHERE funnel = ${d.param('funnel')} AND visitor_id IS NOT NULL AND name IN (${literal(REPORT_EVENTS.email)}, ${literal(REPORT_EVENTS.checkout)})
    AND received_at >= ${d.timestampParam('since')} AND received_at < ${d.timestampParam('until')}
  GROUP BY visitor_id
)`
}

/**
 * Per test and variant: exposed visitors, their conversions, refunds and net revenue (sum and sum
 * of squares). An action counts when the visitor's last one of its kind came at or after their
 * exposure, which is the same as "some action after the exposure" and needs one pass, not a join
 * of every event with every exposure.
 */
export function variantOutcomesSql(d: SqlDialect): string {
  const until = d.timestampParam('until')
  return `WITH ${exposures(d)},
${lastActions(d)},
visitor_events AS (
  SELECT x.test_key, x.variant, x.visitor_id, x.exposed_at,
    CASE WHEN a.last_email_at >= x.exposed_at THEN 1 ELSE 0 END AS email,
    CASE WHEN a.last_checkout_at >= x.exposed_at THEN 1 ELSE 0 END AS checkout
  FROM exposures AS x
  LEFT JOIN last_actions AS a ON a.visitor_id = x.visitor_id
),
refund_totals AS (
  SELECT f.order_id, SUM(f.amount * r.rate) AS refunded_amount
  FROM ${d.relation('refunds')} AS f JOIN ${d.relation('rates')} AS r ON r.currency = f.currency
  WHERE f.refunded_at < ${until}
  GROUP BY f.order_id
),
visitor_orders AS (
  SELECT x.test_key, x.visitor_id, COUNT(o.id) AS orders,
    SUM(o.amount * r.rate) - SUM(COALESCE(t.refunded_amount, 0)) AS revenue,
    MAX(CASE WHEN t.order_id IS NULL THEN 0 ELSE 1 END) AS refunded
  FROM exposures AS x
  JOIN ${d.relation('orders')} AS o ON o.visitor_id = x.visitor_id AND o.funnel = ${d.param('funnel')} AND o.confirmed_at >= x.exposed_at AND o.confirmed_at < ${until}
  JOIN ${d.relation('rates')} AS r ON r.currency = o.currency
  LEFT JOIN refund_totals AS t ON t.order_id = o.id
  GROUP BY x.test_key, x.visitor_id
)
SELECT v.test_key, v.variant, COUNT(*) AS exposed, SUM(v.email) AS email, SUM(v.checkout) AS checkout,
  SUM(CASE WHEN o.orders > 0 THEN 1 ELSE 0 END) AS purchased, SUM(COALESCE(o.refunded, 0)) AS refunded,
  SUM(COALESCE(o.revenue, 0)) AS revenue_sum, SUM(COALESCE(o.revenue, 0) * COALESCE(o.revenue, 0)) AS revenue_sum_squares,
  MIN(${d.epochMillis('v.exposed_at')}) AS first_exposed_ms, MAX(${d.epochMillis('v.exposed_at')}) AS last_exposed_ms
FROM visitor_events AS v
LEFT JOIN visitor_orders AS o ON o.test_key = v.test_key AND o.visitor_id = v.visitor_id
GROUP BY v.test_key, v.variant
ORDER BY v.test_key, v.variant`
}

/** Per test, variant and page: the exposed visitors who reached the page in the date range. */
export function pageReachSql(d: SqlDialect): string {
  const prefix = REPORT_EVENTS.visitedPrefix
  return `WITH ${exposures(d)},
visits AS (
  SELECT DISTINCT visitor_id, SUBSTR(name, ${prefix.length + 1}) AS page
  FROM ${d.relation('events')}
  WHERE funnel = ${d.param('funnel')} AND visitor_id IS NOT NULL AND STARTS_WITH(name, ${literal(prefix)})
    AND received_at >= ${d.timestampParam('since')} AND received_at < ${d.timestampParam('until')}
)
SELECT x.test_key, x.variant, v.page, COUNT(*) AS reached
FROM exposures AS x
JOIN visits AS v ON v.visitor_id = x.visitor_id
GROUP BY x.test_key, x.variant, v.page
ORDER BY x.test_key, x.variant, v.page`
}

/** Per page of the funnel, whatever the tests: the visitors who reached it in the date range. */
export function funnelReachSql(d: SqlDialect): string {
  const prefix = REPORT_EVENTS.visitedPrefix
  return `SELECT SUBSTR(name, ${prefix.length + 1}) AS page, COUNT(DISTINCT visitor_id) AS reached
FROM ${d.relation('events')}
WHERE funnel = ${d.param('funnel')} AND STARTS_WITH(name, ${literal(prefix)}) AND visitor_id IS NOT NULL
  AND received_at >= ${d.timestampParam('since')} AND received_at < ${d.timestampParam('until')}
GROUP BY SUBSTR(name, ${prefix.length + 1})
ORDER BY page`
}
