import { CurrentPasswordField as CurrentPasswordField_7f0d56fd4a4ceed84100b552d22d1a32 } from '../../../features/staff/CurrentPasswordField.client'
import { LeadActions as LeadActions_906e637b79720bfe2cdf90c8fe813f9b } from '../../../features/leads/admin/LeadActions.client'
import { VisitorMessage as VisitorMessage_03dd21dde0aaef925a5a171f3fb749dd } from '../../../features/leads/admin/VisitorMessage'
import { LeadQuestionnaire as LeadQuestionnaire_3b1b1c80f11d5be523339b246d6549eb } from '../../../features/questionnaires/admin/LeadQuestionnaire'
import { StatusCell as StatusCell_9adaccdfe873071335f23244812b67db } from '../../../features/leads/admin/StatusCell'
import { AssigneeCell as AssigneeCell_99994ea899224eaac5a8c48d325f7e30 } from '../../../features/leads/admin/AssigneeName'
import { AssigneeNote as AssigneeNote_99994ea899224eaac5a8c48d325f7e30 } from '../../../features/leads/admin/AssigneeName'
import { FirmDateField as FirmDateField_642568b8ee6f793ab809efd266c1f09e } from '../../../features/leads/admin/FirmDate'
import { DuplicateNotice as DuplicateNotice_ba81657e193b3f164875ee3be9c4a6e0 } from '../../../features/leads/admin/DuplicateNotice'
import { HistoryDetail as HistoryDetail_13ec7e2ea20fe1f72c980de646d7a14f } from '../../../features/leads/admin/HistoryDetail'
import { StaffDateField as StaffDateField_61aa54036947868885ab0152162489f3 } from '../../../lib/payload/StaffDateField'
import { PhoneCell as PhoneCell_6f05b11948de65b51a9715239631c03f } from '../../../features/leads/admin/PhoneCell'
import { ConsentHeading as ConsentHeading_24e79a321962441e00796c29131f40c1 } from '../../../features/leads/admin/ConsentHeading'
import { FirmDateCell as FirmDateCell_642568b8ee6f793ab809efd266c1f09e } from '../../../features/leads/admin/FirmDate'
import { LeadDeliveries as LeadDeliveries_9f5e732d14d95532510815d35734feee } from '../../../features/leads/admin/LeadDeliveries'
import { LeadTexts as LeadTexts_0960aaeaadcebda741f56b50674dd6ce } from '../../../features/leads/admin/LeadTexts'
import { LeadDocumentsPanel as LeadDocumentsPanel_6c5b071f6645ff76da477f65ac1bde6a } from '../../../features/documents/admin/LeadDocumentsPanel'
import { LeadPayments as LeadPayments_8825f892bf4bc10a27f7c712e954f376 } from '../../../features/payments/admin/LeadPayments'
import { LeadEngagements as LeadEngagements_febeaef16f4665314b32bd8f07d1e97b } from '../../../features/engagements/admin/LeadEngagements'
import { LeadAuditPanel as LeadAuditPanel_a52af44f63dcbbc63fecaa16eccb1082 } from '../../../features/audit/admin/LeadAuditPanel'
import { LeadsListHeader as LeadsListHeader_c264330d0ded2103ac3004b3069fb20d } from '../../../features/leads/admin/LeadsListHeader'
import { DeskListTools as DeskListTools_a7e00c525ef4e7d61353a89b41cecca2 } from '../../../features/leads/admin/DeskListTools'
import { LeadLabelCell as LeadLabelCell_6cc62086ca834b0e0294f4fa2a2b90dc } from '../../../features/leads/admin/LeadLabel'
import { TextStatusCell as TextStatusCell_d17e8a2149905f992ad4b512f0cef00e } from '../../../features/leads/admin/TextStatusCell'
import { CalendarListLink as CalendarListLink_f00b23313069a7354ea9904915ca5e09 } from '../../../features/booking/admin/CalendarLink'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LetterPreview as LetterPreview_c7e003faf93789f363bf14f9ef325d2d } from '../../../features/engagements/admin/LetterPreview'
import { TitleFallback as TitleFallback_0737b9384a068f65a78d75e5dec36e65 } from '../../../features/pages/admin/TitleFallback.client'
import { HeadingRowLabel as HeadingRowLabel_d7c048405cdd80734a316310aec1847d } from '../../../features/pages/admin/RowLabel.client'
import { SpendImport as SpendImport_26a78307d0e2c43df70fce7ed30940d1 } from '../../../features/campaigns/admin/SpendImport.client'
import { WeekdaysShortcut as WeekdaysShortcut_d80beb2120b37c07e27b4aa43dc14394 } from '../../../features/booking/admin/WeekdaysShortcut.client'
import { ClockField as ClockField_c21a814a8292308c5c98eb3dc5e2ae9f } from '../../../features/booking/admin/ClockField.client'
import { SlotsPreview as SlotsPreview_9fc380f1f1d0fb73e0ba6b650456b0b0 } from '../../../features/booking/admin/SlotsPreview.client'
import { CalendarNavLink as CalendarNavLink_f00b23313069a7354ea9904915ca5e09 } from '../../../features/booking/admin/CalendarLink'
import { StaffLanding as StaffLanding_1680ebd84fa16d9b5b261a3e59dfc8df } from '../../../features/leads/admin/StaffLanding'
import { BackupStatus as BackupStatus_d3d3b3ca8526668cbab94709bbfdaac0 } from '../../../lib/operations/admin/BackupStatus'
import { TwoFactorGate as TwoFactorGate_d55dc6eb34f5ffaec009781a330d1639 } from '../../../features/staff/two-factor/admin/TwoFactorGate.client'
import { LiveAlerts as LiveAlerts_cd1874fb28aa2003926491b610628f34 } from '../../../features/leads/admin/LiveAlerts.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { NoStaffYetView as NoStaffYetView_4b0382c5500f2f53b473a25560d3538b } from '../../../features/staff/admin/NoStaffYetView'
import { CampaignsDashboard as CampaignsDashboard_5047b57a1c018541182e093ee053f1eb } from '../../../features/campaigns/admin/CampaignsDashboard'
import { TwoFactorView as TwoFactorView_c45d0e55707e2589be63637283748ffe } from '../../../features/staff/two-factor/admin/TwoFactorView'
import { BookedCallsCalendar as BookedCallsCalendar_6020657c5549f90ac710ca52007120e7 } from '../../../features/booking/admin/BookedCallsCalendar'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/staff/CurrentPasswordField.client#CurrentPasswordField": CurrentPasswordField_7f0d56fd4a4ceed84100b552d22d1a32,
  "/features/leads/admin/LeadActions.client#LeadActions": LeadActions_906e637b79720bfe2cdf90c8fe813f9b,
  "/features/leads/admin/VisitorMessage#VisitorMessage": VisitorMessage_03dd21dde0aaef925a5a171f3fb749dd,
  "/features/questionnaires/admin/LeadQuestionnaire#LeadQuestionnaire": LeadQuestionnaire_3b1b1c80f11d5be523339b246d6549eb,
  "/features/leads/admin/StatusCell#StatusCell": StatusCell_9adaccdfe873071335f23244812b67db,
  "/features/leads/admin/AssigneeName#AssigneeCell": AssigneeCell_99994ea899224eaac5a8c48d325f7e30,
  "/features/leads/admin/AssigneeName#AssigneeNote": AssigneeNote_99994ea899224eaac5a8c48d325f7e30,
  "/features/leads/admin/FirmDate#FirmDateField": FirmDateField_642568b8ee6f793ab809efd266c1f09e,
  "/features/leads/admin/DuplicateNotice#DuplicateNotice": DuplicateNotice_ba81657e193b3f164875ee3be9c4a6e0,
  "/features/leads/admin/HistoryDetail#HistoryDetail": HistoryDetail_13ec7e2ea20fe1f72c980de646d7a14f,
  "/lib/payload/StaffDateField#StaffDateField": StaffDateField_61aa54036947868885ab0152162489f3,
  "/features/leads/admin/PhoneCell#PhoneCell": PhoneCell_6f05b11948de65b51a9715239631c03f,
  "/features/leads/admin/ConsentHeading#ConsentHeading": ConsentHeading_24e79a321962441e00796c29131f40c1,
  "/features/leads/admin/FirmDate#FirmDateCell": FirmDateCell_642568b8ee6f793ab809efd266c1f09e,
  "/features/leads/admin/LeadDeliveries#LeadDeliveries": LeadDeliveries_9f5e732d14d95532510815d35734feee,
  "/features/leads/admin/LeadTexts#LeadTexts": LeadTexts_0960aaeaadcebda741f56b50674dd6ce,
  "/features/documents/admin/LeadDocumentsPanel#LeadDocumentsPanel": LeadDocumentsPanel_6c5b071f6645ff76da477f65ac1bde6a,
  "/features/payments/admin/LeadPayments#LeadPayments": LeadPayments_8825f892bf4bc10a27f7c712e954f376,
  "/features/engagements/admin/LeadEngagements#LeadEngagements": LeadEngagements_febeaef16f4665314b32bd8f07d1e97b,
  "/features/audit/admin/LeadAuditPanel#LeadAuditPanel": LeadAuditPanel_a52af44f63dcbbc63fecaa16eccb1082,
  "/features/leads/admin/LeadsListHeader#LeadsListHeader": LeadsListHeader_c264330d0ded2103ac3004b3069fb20d,
  "/features/leads/admin/DeskListTools#DeskListTools": DeskListTools_a7e00c525ef4e7d61353a89b41cecca2,
  "/features/leads/admin/LeadLabel#LeadLabelCell": LeadLabelCell_6cc62086ca834b0e0294f4fa2a2b90dc,
  "/features/leads/admin/TextStatusCell#TextStatusCell": TextStatusCell_d17e8a2149905f992ad4b512f0cef00e,
  "/features/booking/admin/CalendarLink#CalendarListLink": CalendarListLink_f00b23313069a7354ea9904915ca5e09,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/engagements/admin/LetterPreview#LetterPreview": LetterPreview_c7e003faf93789f363bf14f9ef325d2d,
  "/features/pages/admin/TitleFallback.client#TitleFallback": TitleFallback_0737b9384a068f65a78d75e5dec36e65,
  "/features/pages/admin/RowLabel.client#HeadingRowLabel": HeadingRowLabel_d7c048405cdd80734a316310aec1847d,
  "/features/campaigns/admin/SpendImport.client#SpendImport": SpendImport_26a78307d0e2c43df70fce7ed30940d1,
  "/features/booking/admin/WeekdaysShortcut.client#WeekdaysShortcut": WeekdaysShortcut_d80beb2120b37c07e27b4aa43dc14394,
  "/features/booking/admin/ClockField.client#ClockField": ClockField_c21a814a8292308c5c98eb3dc5e2ae9f,
  "/features/booking/admin/SlotsPreview.client#SlotsPreview": SlotsPreview_9fc380f1f1d0fb73e0ba6b650456b0b0,
  "/features/booking/admin/CalendarLink#CalendarNavLink": CalendarNavLink_f00b23313069a7354ea9904915ca5e09,
  "/features/leads/admin/StaffLanding#StaffLanding": StaffLanding_1680ebd84fa16d9b5b261a3e59dfc8df,
  "/lib/operations/admin/BackupStatus#BackupStatus": BackupStatus_d3d3b3ca8526668cbab94709bbfdaac0,
  "/features/staff/two-factor/admin/TwoFactorGate.client#TwoFactorGate": TwoFactorGate_d55dc6eb34f5ffaec009781a330d1639,
  "/features/leads/admin/LiveAlerts.client#LiveAlerts": LiveAlerts_cd1874fb28aa2003926491b610628f34,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/staff/admin/NoStaffYetView#NoStaffYetView": NoStaffYetView_4b0382c5500f2f53b473a25560d3538b,
  "/features/campaigns/admin/CampaignsDashboard#CampaignsDashboard": CampaignsDashboard_5047b57a1c018541182e093ee053f1eb,
  "/features/staff/two-factor/admin/TwoFactorView#TwoFactorView": TwoFactorView_c45d0e55707e2589be63637283748ffe,
  "/features/booking/admin/BookedCallsCalendar#BookedCallsCalendar": BookedCallsCalendar_6020657c5549f90ac710ca52007120e7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
