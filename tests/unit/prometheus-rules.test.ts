import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { siteMetrics } from '../../src/lib/metrics/registry.mjs'

// deploy/prometheus-rules.yml: Prometheus' own check, and every metric its rules name is one the
// site exports (a renamed metric would leave an alert that never fires).
const file = 'deploy/prometheus-rules.yml'
const promtool = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool'

type Rule = { alert?: string; expr: string }

const rules = (
  parse(fs.readFileSync(file, 'utf8')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((group) => group.rules)

function exported() {
  const names = new Set<string>()
  for (const metric of siteMetrics().registry.getMetricsAsArray()) {
    names.add(metric.name)
    if (String(metric.type) === 'histogram') {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix)
    }
  }
  return names
}

const promqlWords = new Set(
  'sum max min avg count by without on ignoring group_left group_right and or unless bool offset rate increase irate histogram_quantile time absent le'.split(
    ' ',
  ),
)

/** The metric names of a PromQL expression: words left once strings, labels and ranges are out. */
function metricNames(expr: string) {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '')
  return (bare.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? []).filter((word) => !promqlWords.has(word))
}

describe('Prometheus alert rules', () => {
  it('pass promtool check rules (Debian package prometheus)', () => {
    expect(fs.existsSync(promtool), `${promtool}: apt-get install -y prometheus`).toBe(true)
    const output = execFileSync(promtool, ['check', 'rules', file], { encoding: 'utf8' })
    expect(output).toContain(`SUCCESS: ${rules.length} rules found`)
  })

  it('cover the outbox, a failing channel and stale backups', () => {
    const alerts = rules.map((rule) => rule.alert)
    expect(alerts).toEqual(
      expect.arrayContaining(['OutboxLate', 'DeliveryChannelFailing', 'BackupStale']),
    )
  })

  it('name only metrics the site exports', () => {
    const names = exported()
    expect(names.has('deliveries_total')).toBe(true)
    for (const rule of rules) {
      const used = metricNames(rule.expr)
      expect(used.length, `${rule.alert} names a metric`).toBeGreaterThan(0)
      for (const name of used) expect(names, `${rule.alert}: ${name}`).toContain(name)
    }
  })

  it('would catch a misspelt metric', () => {
    expect(metricNames('max(outbox_oldest_due_secs{a="b"}[5m]) > 3')).toEqual([
      'outbox_oldest_due_secs',
    ])
  })
})
