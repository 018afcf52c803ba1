import { CurrentPasswordField as CurrentPasswordField_e20ee92b4c478833c045998d1c6b9108 } from '../../../lib/access/CurrentPasswordField.client'
import { LeadActions as LeadActions_906e637b79720bfe2cdf90c8fe813f9b } from '../../../features/leads/admin/LeadActions.client'
import { StatusCell as StatusCell_9adaccdfe873071335f23244812b67db } from '../../../features/leads/admin/StatusCell'
import { AssigneeCell as AssigneeCell_99994ea899224eaac5a8c48d325f7e30 } from '../../../features/leads/admin/AssigneeName'
import { AssigneeNote as AssigneeNote_99994ea899224eaac5a8c48d325f7e30 } from '../../../features/leads/admin/AssigneeName'
import { FirmDateField as FirmDateField_642568b8ee6f793ab809efd266c1f09e } from '../../../features/leads/admin/FirmDate'
import { DuplicateNotice as DuplicateNotice_ba81657e193b3f164875ee3be9c4a6e0 } from '../../../features/leads/admin/DuplicateNotice'
import { HistoryDetail as HistoryDetail_13ec7e2ea20fe1f72c980de646d7a14f } from '../../../features/leads/admin/HistoryDetail'
import { PhoneCell as PhoneCell_6f05b11948de65b51a9715239631c03f } from '../../../features/leads/admin/PhoneCell'
import { ConsentHeading as ConsentHeading_24e79a321962441e00796c29131f40c1 } from '../../../features/leads/admin/ConsentHeading'
import { FirmDateCell as FirmDateCell_642568b8ee6f793ab809efd266c1f09e } from '../../../features/leads/admin/FirmDate'
import { LeadDeliveries as LeadDeliveries_9f5e732d14d95532510815d35734feee } from '../../../features/leads/admin/LeadDeliveries'
import { LeadTexts as LeadTexts_0960aaeaadcebda741f56b50674dd6ce } from '../../../features/leads/admin/LeadTexts'
import { LeadAuditPanel as LeadAuditPanel_a52af44f63dcbbc63fecaa16eccb1082 } from '../../../features/audit/admin/LeadAuditPanel'
import { LeadsListHeader as LeadsListHeader_c264330d0ded2103ac3004b3069fb20d } from '../../../features/leads/admin/LeadsListHeader'
import { DeskListTools as DeskListTools_a7e00c525ef4e7d61353a89b41cecca2 } from '../../../features/leads/admin/DeskListTools'
import { TextStatusCell as TextStatusCell_d17e8a2149905f992ad4b512f0cef00e } from '../../../features/leads/admin/TextStatusCell'
import { CalendarListLink as CalendarListLink_f00b23313069a7354ea9904915ca5e09 } from '../../../features/booking/admin/CalendarLink'
import { CalendarNavLink as CalendarNavLink_f00b23313069a7354ea9904915ca5e09 } from '../../../features/booking/admin/CalendarLink'
import { StaffLanding as StaffLanding_1680ebd84fa16d9b5b261a3e59dfc8df } from '../../../features/leads/admin/StaffLanding'
import { TwoFactorGate as TwoFactorGate_f7582d457acef23ec9db8325807b0792 } from '../../../features/two-factor/admin/TwoFactorGate.client'
import { LiveAlerts as LiveAlerts_cd1874fb28aa2003926491b610628f34 } from '../../../features/leads/admin/LiveAlerts.client'
import { NoStaffYetView as NoStaffYetView_f97ae1f3342f6358b7c8568def2330a4 } from '../../../lib/access/admin/NoStaffYetView'
import { LeadDashboard as LeadDashboard_ce75659c22ee737b2244bbc4226355b7 } from '../../../features/leads/admin/LeadDashboard'
import { TwoFactorView as TwoFactorView_e6c74f3d9b7881b5e3aaca24ddd1f560 } from '../../../features/two-factor/admin/TwoFactorView'
import { BookedCallsCalendar as BookedCallsCalendar_6020657c5549f90ac710ca52007120e7 } from '../../../features/booking/admin/BookedCallsCalendar'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/lib/access/CurrentPasswordField.client#CurrentPasswordField": CurrentPasswordField_e20ee92b4c478833c045998d1c6b9108,
  "/features/leads/admin/LeadActions.client#LeadActions": LeadActions_906e637b79720bfe2cdf90c8fe813f9b,
  "/features/leads/admin/StatusCell#StatusCell": StatusCell_9adaccdfe873071335f23244812b67db,
  "/features/leads/admin/AssigneeName#AssigneeCell": AssigneeCell_99994ea899224eaac5a8c48d325f7e30,
  "/features/leads/admin/AssigneeName#AssigneeNote": AssigneeNote_99994ea899224eaac5a8c48d325f7e30,
  "/features/leads/admin/FirmDate#FirmDateField": FirmDateField_642568b8ee6f793ab809efd266c1f09e,
  "/features/leads/admin/DuplicateNotice#DuplicateNotice": DuplicateNotice_ba81657e193b3f164875ee3be9c4a6e0,
  "/features/leads/admin/HistoryDetail#HistoryDetail": HistoryDetail_13ec7e2ea20fe1f72c980de646d7a14f,
  "/features/leads/admin/PhoneCell#PhoneCell": PhoneCell_6f05b11948de65b51a9715239631c03f,
  "/features/leads/admin/ConsentHeading#ConsentHeading": ConsentHeading_24e79a321962441e00796c29131f40c1,
  "/features/leads/admin/FirmDate#FirmDateCell": FirmDateCell_642568b8ee6f793ab809efd266c1f09e,
  "/features/leads/admin/LeadDeliveries#LeadDeliveries": LeadDeliveries_9f5e732d14d95532510815d35734feee,
  "/features/leads/admin/LeadTexts#LeadTexts": LeadTexts_0960aaeaadcebda741f56b50674dd6ce,
  "/features/audit/admin/LeadAuditPanel#LeadAuditPanel": LeadAuditPanel_a52af44f63dcbbc63fecaa16eccb1082,
  "/features/leads/admin/LeadsListHeader#LeadsListHeader": LeadsListHeader_c264330d0ded2103ac3004b3069fb20d,
  "/features/leads/admin/DeskListTools#DeskListTools": DeskListTools_a7e00c525ef4e7d61353a89b41cecca2,
  "/features/leads/admin/TextStatusCell#TextStatusCell": TextStatusCell_d17e8a2149905f992ad4b512f0cef00e,
  "/features/booking/admin/CalendarLink#CalendarListLink": CalendarListLink_f00b23313069a7354ea9904915ca5e09,
  "/features/booking/admin/CalendarLink#CalendarNavLink": CalendarNavLink_f00b23313069a7354ea9904915ca5e09,
  "/features/leads/admin/StaffLanding#StaffLanding": StaffLanding_1680ebd84fa16d9b5b261a3e59dfc8df,
  "/features/two-factor/admin/TwoFactorGate.client#TwoFactorGate": TwoFactorGate_f7582d457acef23ec9db8325807b0792,
  "/features/leads/admin/LiveAlerts.client#LiveAlerts": LiveAlerts_cd1874fb28aa2003926491b610628f34,
  "/lib/access/admin/NoStaffYetView#NoStaffYetView": NoStaffYetView_f97ae1f3342f6358b7c8568def2330a4,
  "/features/leads/admin/LeadDashboard#LeadDashboard": LeadDashboard_ce75659c22ee737b2244bbc4226355b7,
  "/features/two-factor/admin/TwoFactorView#TwoFactorView": TwoFactorView_e6c74f3d9b7881b5e3aaca24ddd1f560,
  "/features/booking/admin/BookedCallsCalendar#BookedCallsCalendar": BookedCallsCalendar_6020657c5549f90ac710ca52007120e7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
