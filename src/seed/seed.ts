import type { Payload } from 'payload'
import { seedAttorneys } from '@/features/attorneys/seed'
import { seedBlog } from '@/features/blog/seed'
import { giveSampleHours } from '@/features/booking/setup/sample-hours'
import { seedEngagementTemplates } from '@/features/engagements'
import { seedFirm } from '@/features/firm/seed'
import { seedLives } from '@/features/lives/seed'
import { seedBlocks } from '@/features/marketing/seed'
import { seedPages } from '@/features/pages/seed'
import { seedGoogleReviews } from '@/features/reviews/seed'
import { seedTestimonials } from '@/features/testimonials/seed'
import { seedQuestionnaires } from '@/features/questionnaires'
import { seedCampaigns } from '@/features/campaigns'

/** Loads the sample content into a database that has none (first start). */
export async function seedIfEmpty(payload: Payload) {
  const firm = await payload.findGlobal({ slug: 'firm-profile', depth: 0 })
  if (firm?.name) return
  payload.logger.info('Empty database: loading the sample content')
  await seed(payload)
}

/**
 * Writes the sample content, replacing sample records of the same slug (idempotent). Each
 * feature seeds its collections from the sample data beside it, in the order that gives a fresh
 * database the same ids as before.
 */
export async function seed(payload: Payload) {
  await seedFirm(payload)
  await seedBlog(payload)
  await seedTestimonials(payload)
  await seedGoogleReviews(payload)
  await seedBlocks(payload)
  await seedAttorneys(payload)
  await seedLives(payload)
  await seedPages(payload)
  await seedQuestionnaires(payload)
  await seedEngagementTemplates(payload)
  await seedCampaigns(payload)
  // Ready to book once a staff member works leads (create-staff gives them too on a fresh site).
  await giveSampleHours(payload)
}
