import type { Payload, PayloadRequest } from 'payload'
import { dayInZone, dayStartInZone } from '@/features/schedule'
import { conversion, type FunnelRow } from './conversion'
import { unauditedRead } from '@/features/audit'

export type Count = { label: string; count: number }

export type LeadStats = {
  /** Names of the staff holding open leads (for the speed report). */
  names: Map<number, string>
  perDay: Count[]
  medianFirstContactMinutes: number | null
  openPerAgent: Count[]
  callClicksPerDay: Count[]
  conversionBySource: FunnelRow[]
  conversionBySection: FunnelRow[]
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** How many of the instants fall on each of the firm's days (an evening lead on its own day). */
export function perDay(
  dates: (string | null | undefined)[],
  days: string[],
  timeZone: string,
): Count[] {
  const counts = new Map(days.map((label) => [label, 0]))
  for (const date of dates) {
    const key = date ? dayInZone(new Date(date), timeZone) : undefined
    if (key && counts.has(key)) counts.set(key, counts.get(key)! + 1)
  }
  return days.map((label) => ({ label, count: counts.get(label)! }))
}

function tally(values: string[]): Count[] {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count)
}

export function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * How the dashboards read rows to count them: with the viewer's access, and off the audit
 * trail, since they show numbers, never a record (features/audit/unaudited-read.ts).
 */
export const figuresAccess = (req: PayloadRequest) =>
  ({
    overrideAccess: false,
    user: req.user,
    depth: 0,
    pagination: false,
    context: unauditedRead('figures'),
  }) as const

/**
 * The names of the staff holding leads, by id. Agents cannot list staff accounts, but the
 * dashboard must name who holds each lead: only the name and e-mail of those assignees are read,
 * whatever the viewer's access.
 */
export async function assigneeNames(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const users = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(users.docs.map((user) => [user.id, user.name || user.email]))
}

/**
 * The intake figures of the firm's `days` (oldest first, YYYY-MM-DD), read with the viewer's own access (agents and admins),
 * counted in memory: a firm's month of leads is a few thousand rows at most.
 */
export async function leadStats(
  payload: Payload,
  req: PayloadRequest,
  labels: { unassigned: string; noSource: string },
  timeZone: string,
  days: string[],
): Promise<LeadStats> {
  const since = dayStartInZone(days[0], timeZone).toISOString()
  const until = dayStartInZone(days.at(-1)!, timeZone, true).toISOString()
  const inRange = (field: string) => ({
    and: [{ [field]: { greater_than_equal: since } }, { [field]: { less_than: until } }],
  })
  const access = figuresAccess(req)
  const [recent, open, clicks] = await Promise.all([
    payload.find({
      collection: 'leads',
      where: inRange('receivedAt'),
      select: {
        receivedAt: true,
        seccion: true,
        source: true,
        firstContactAt: true,
        status: true,
        spam: true,
        history: true,
      },
      ...access,
    }),
    payload.find({
      collection: 'leads',
      where: { status: { in: ['new', 'contacted', 'qualified'] } },
      select: { assignedTo: true },
      ...access,
    }),
    payload.find({
      collection: 'call-clicks',
      where: inRange('clickedAt'),
      select: { clickedAt: true },
      ...access,
    }),
  ])
  const assignees = [
    ...new Set(open.docs.map((lead) => idOf(lead.assignedTo)).filter((id) => id != null)),
  ] as number[]
  const names = await assigneeNames(payload, assignees)
  const minutes = recent.docs
    .filter((lead) => lead.firstContactAt)
    .map((lead) => (Date.parse(lead.firstContactAt!) - Date.parse(lead.receivedAt)) / 60_000)
  return {
    names,
    perDay: perDay(
      recent.docs.map((lead) => lead.receivedAt),
      days,
      timeZone,
    ),
    medianFirstContactMinutes: median(minutes),
    openPerAgent: tally(
      open.docs.map((lead) => {
        const id = idOf(lead.assignedTo) as number | null | undefined
        return id == null ? labels.unassigned : (names.get(id) ?? `#${id}`)
      }),
    ),
    callClicksPerDay: perDay(
      clicks.docs.map((click) => click.clickedAt),
      days,
      timeZone,
    ),
    conversionBySource: conversion(recent.docs, (lead) => lead.source || labels.noSource),
    conversionBySection: conversion(recent.docs, (lead) => lead.seccion || '—'),
  }
}
