import * as migration_20261122_070246_initial from './20261122_070246_initial';
import * as migration_20261122_071701_media from './20261122_071701_media';
import * as migration_20261122_081632_content_and_leads from './20261122_081632_content_and_leads';
import * as migration_20261123_180842_google_review_sync from './20261123_180842_google_review_sync';
import * as migration_20261124_172756_lead_pipeline from './20261124_172756_lead_pipeline';
import * as migration_20261124_184433_firm_google_rating from './20261124_184433_firm_google_rating';
import * as migration_20261124_203721_firm_profile_versions from './20261124_203721_firm_profile_versions';
import * as migration_20261124_213300_firm_attorneys_from_collection from './20261124_213300_firm_attorneys_from_collection';
import * as migration_20261125_162229_outbox_channels from './20261125_162229_outbox_channels';
import * as migration_20261125_164828_intake_schedule from './20261125_164828_intake_schedule';
import * as migration_20261125_173000_lead_name_folded from './20261125_173000_lead_name_folded';
import * as migration_20261125_175800_staff_alerts from './20261125_175800_staff_alerts';
import * as migration_20261125_180100_visitor_texts from './20261125_180100_visitor_texts';
import * as migration_20261125_180700_intake_desk from './20261125_180700_intake_desk';
import * as migration_20261125_205848_staff_audit from './20261125_205848_staff_audit';
import * as migration_20261125_210043_booking from './20261125_210043_booking';
import * as migration_20261125_210428_campaign_pages from './20261125_210428_campaign_pages';
import * as migration_20261125_210801_intake_schedule_zone_optional from './20261125_210801_intake_schedule_zone_optional';
import * as migration_20261125_232205_attorney_bar_admissions from './20261125_232205_attorney_bar_admissions';
import * as migration_20261126_001724_calendar_feed from './20261126_001724_calendar_feed';
import * as migration_20261126_025842_staff_two_factor from './20261126_025842_staff_two_factor';
import * as migration_20261127_070911_audit_actions_security from './20261127_070911_audit_actions_security';
import * as migration_20261127_071701_lead_lifecycle from './20261127_071701_lead_lifecycle';
import * as migration_20261127_080034_sms_revocation_evidence from './20261127_080034_sms_revocation_evidence';
import * as migration_20261128_014846_agent_replies from './20261128_014846_agent_replies';
import * as migration_20261128_024757_whatsapp_follow_up_template from './20261128_024757_whatsapp_follow_up_template';
import * as migration_20261128_050343_questionnaires from './20261128_050343_questionnaires';
import * as migration_20261128_051111_lead_documents from './20261128_051111_lead_documents';
import * as migration_20261128_051627_engagements from './20261128_051627_engagements';
import * as migration_20261128_052434_payments from './20261128_052434_payments';
import * as migration_20261128_063845_merge_client_path_schemas from './20261128_063845_merge_client_path_schemas';
import * as migration_20261128_215502_lead_visitor_time_zone from './20261128_215502_lead_visitor_time_zone';
import * as migration_20261129_013836_lead_attribution from './20261129_013836_lead_attribution';
import * as migration_20261129_050016_campaigns from './20261129_050016_campaigns';

export const migrations = [
  {
    up: migration_20261122_070246_initial.up,
    down: migration_20261122_070246_initial.down,
    name: '20261122_070246_initial',
  },
  {
    up: migration_20261122_071701_media.up,
    down: migration_20261122_071701_media.down,
    name: '20261122_071701_media',
  },
  {
    up: migration_20261122_081632_content_and_leads.up,
    down: migration_20261122_081632_content_and_leads.down,
    name: '20261122_081632_content_and_leads',
  },
  {
    up: migration_20261123_180842_google_review_sync.up,
    down: migration_20261123_180842_google_review_sync.down,
    name: '20261123_180842_google_review_sync',
  },
  {
    up: migration_20261124_172756_lead_pipeline.up,
    down: migration_20261124_172756_lead_pipeline.down,
    name: '20261124_172756_lead_pipeline',
  },
  {
    up: migration_20261124_184433_firm_google_rating.up,
    down: migration_20261124_184433_firm_google_rating.down,
    name: '20261124_184433_firm_google_rating',
  },
  {
    up: migration_20261124_203721_firm_profile_versions.up,
    down: migration_20261124_203721_firm_profile_versions.down,
    name: '20261124_203721_firm_profile_versions',
  },
  {
    up: migration_20261124_213300_firm_attorneys_from_collection.up,
    down: migration_20261124_213300_firm_attorneys_from_collection.down,
    name: '20261124_213300_firm_attorneys_from_collection',
  },
  {
    up: migration_20261125_162229_outbox_channels.up,
    down: migration_20261125_162229_outbox_channels.down,
    name: '20261125_162229_outbox_channels',
  },
  {
    up: migration_20261125_164828_intake_schedule.up,
    down: migration_20261125_164828_intake_schedule.down,
    name: '20261125_164828_intake_schedule',
  },
  {
    up: migration_20261125_173000_lead_name_folded.up,
    down: migration_20261125_173000_lead_name_folded.down,
    name: '20261125_173000_lead_name_folded',
  },
  {
    up: migration_20261125_175800_staff_alerts.up,
    down: migration_20261125_175800_staff_alerts.down,
    name: '20261125_175800_staff_alerts',
  },
  {
    up: migration_20261125_180100_visitor_texts.up,
    down: migration_20261125_180100_visitor_texts.down,
    name: '20261125_180100_visitor_texts',
  },
  {
    up: migration_20261125_180700_intake_desk.up,
    down: migration_20261125_180700_intake_desk.down,
    name: '20261125_180700_intake_desk',
  },
  {
    up: migration_20261125_205848_staff_audit.up,
    down: migration_20261125_205848_staff_audit.down,
    name: '20261125_205848_staff_audit',
  },
  {
    up: migration_20261125_210043_booking.up,
    down: migration_20261125_210043_booking.down,
    name: '20261125_210043_booking',
  },
  {
    up: migration_20261125_210428_campaign_pages.up,
    down: migration_20261125_210428_campaign_pages.down,
    name: '20261125_210428_campaign_pages',
  },
  {
    up: migration_20261125_210801_intake_schedule_zone_optional.up,
    down: migration_20261125_210801_intake_schedule_zone_optional.down,
    name: '20261125_210801_intake_schedule_zone_optional',
  },
  {
    up: migration_20261125_232205_attorney_bar_admissions.up,
    down: migration_20261125_232205_attorney_bar_admissions.down,
    name: '20261125_232205_attorney_bar_admissions',
  },
  {
    up: migration_20261126_001724_calendar_feed.up,
    down: migration_20261126_001724_calendar_feed.down,
    name: '20261126_001724_calendar_feed',
  },
  {
    up: migration_20261126_025842_staff_two_factor.up,
    down: migration_20261126_025842_staff_two_factor.down,
    name: '20261126_025842_staff_two_factor',
  },
  {
    up: migration_20261127_070911_audit_actions_security.up,
    down: migration_20261127_070911_audit_actions_security.down,
    name: '20261127_070911_audit_actions_security',
  },
  {
    up: migration_20261127_071701_lead_lifecycle.up,
    down: migration_20261127_071701_lead_lifecycle.down,
    name: '20261127_071701_lead_lifecycle',
  },
  {
    up: migration_20261127_080034_sms_revocation_evidence.up,
    down: migration_20261127_080034_sms_revocation_evidence.down,
    name: '20261127_080034_sms_revocation_evidence',
  },
  {
    up: migration_20261128_014846_agent_replies.up,
    down: migration_20261128_014846_agent_replies.down,
    name: '20261128_014846_agent_replies',
  },
  {
    up: migration_20261128_024757_whatsapp_follow_up_template.up,
    down: migration_20261128_024757_whatsapp_follow_up_template.down,
    name: '20261128_024757_whatsapp_follow_up_template',
  },
  {
    up: migration_20261128_050343_questionnaires.up,
    down: migration_20261128_050343_questionnaires.down,
    name: '20261128_050343_questionnaires',
  },
  {
    up: migration_20261128_051111_lead_documents.up,
    down: migration_20261128_051111_lead_documents.down,
    name: '20261128_051111_lead_documents',
  },
  {
    up: migration_20261128_051627_engagements.up,
    down: migration_20261128_051627_engagements.down,
    name: '20261128_051627_engagements',
  },
  {
    up: migration_20261128_052434_payments.up,
    down: migration_20261128_052434_payments.down,
    name: '20261128_052434_payments',
  },
  {
    up: migration_20261128_063845_merge_client_path_schemas.up,
    down: migration_20261128_063845_merge_client_path_schemas.down,
    name: '20261128_063845_merge_client_path_schemas',
  },
  {
    up: migration_20261128_215502_lead_visitor_time_zone.up,
    down: migration_20261128_215502_lead_visitor_time_zone.down,
    name: '20261128_215502_lead_visitor_time_zone',
  },
  {
    up: migration_20261129_013836_lead_attribution.up,
    down: migration_20261129_013836_lead_attribution.down,
    name: '20261129_013836_lead_attribution',
  },
  {
    up: migration_20261129_050016_campaigns.up,
    down: migration_20261129_050016_campaigns.down,
    name: '20261129_050016_campaigns'
  },
];
