import type { CollectionConfig, GlobalConfig } from 'payload'
import { AttorneyTestimonials } from './features/attorneys/attorney-testimonials.collection'
import { Attorneys } from './features/attorneys/attorneys.collection'
import { BlogCategories } from './features/blog/categories.collection'
import { BlogPosts } from './features/blog/posts.collection'
import { FirmProfile } from './features/firm/firm-profile.global'
import { CallClicks } from './features/leads/intake/call-clicks.collection'
import { LeadDeliveries } from './features/leads/delivery/deliveries.collection'
import { Leads } from './features/leads/leads.collection'
import { AutoReplies } from './features/leads/messaging/auto-replies.global'
import { IntakeSchedule } from '@/features/schedule/intake-schedule.global'
import { PushSubscriptions } from './features/leads/messaging/push-subscriptions.collection'
import { LeadTexts } from '@/features/texting/lead-texts.collection'
import { LeadDocuments } from '@/features/documents/lead-documents.collection'
import { SmsOptOuts } from '@/features/texting/opt-outs.collection'
import { SocialTeam } from './features/leads/social-team.global'
import { LiveSessions } from './features/lives/live-sessions.collection'
import { ContentBlocks } from './features/marketing/content-blocks.collection'
import { Pages } from './features/pages/pages.collection'
import { Redirects } from './features/pages/redirects.collection'
import { GoogleReviews } from './features/reviews/collection'
import { GiveawayTestimonials, TravelTestimonials } from './features/testimonials/collections'
import { Users, withTwoFactor } from './features/staff'
import { AuditEvents } from './features/audit/audit-events.collection'
import { withLoginAudit } from './features/audit/login-events'
import { withDataAccessAudit } from './features/audit/data-access'
import { RetentionRuns } from './features/leads/pipeline/retention-runs.collection'
import { RetentionSettings } from './features/leads/pipeline/retention-settings.global'
import { BookingSettings } from './features/booking/booking-settings.global'
import { Bookings } from './features/booking/bookings.collection'
import { registerBookingChannels } from './features/booking/register'
import { withCalendarFeed } from './features/booking/feed-fields'
import { Media } from './lib/media/media.collection'
import { Questionnaires } from './features/questionnaires/questionnaires.collection'
import { QuestionnaireAnswers } from './features/questionnaires/answers.collection'
import {
  EngagementTemplates,
  Engagements,
  registerEngagementChannels,
} from './features/engagements'
import { Payments } from './features/payments/payments.collection'
import { Campaigns, CampaignVisits } from './features/campaigns'

/**
 * The site's collections, in the order the admin lists them (payload.config.ts uses this); those
 * holding a client's data with their staff reads and deletes on record (features/audit).
 */
export const collections: CollectionConfig[] = [
  withTwoFactor(withCalendarFeed(withLoginAudit(Users))),
  Media,
  BlogCategories,
  BlogPosts,
  TravelTestimonials,
  GiveawayTestimonials,
  GoogleReviews,
  Leads,
  LeadDeliveries,
  LeadTexts,
  LeadDocuments,
  SmsOptOuts,
  CallClicks,
  Bookings,
  Questionnaires,
  QuestionnaireAnswers,
  EngagementTemplates,
  Engagements,
  Payments,
  PushSubscriptions,
  ContentBlocks,
  Pages,
  Redirects,
  Campaigns,
  CampaignVisits,
  Attorneys,
  AttorneyTestimonials,
  LiveSessions,
  AuditEvents,
  RetentionRuns,
].map(withDataAccessAudit)

export const globals: GlobalConfig[] = [
  FirmProfile,
  SocialTeam,
  IntakeSchedule,
  AutoReplies,
  RetentionSettings,
  BookingSettings,
]

// The booking's texts ride the leads outbox; wherever the schema loads, the outbox knows them.
registerBookingChannels()
registerEngagementChannels()
