import { StatusCell as StatusCell_9adaccdfe873071335f23244812b67db } from '../../../features/leads/admin/StatusCell'
import { AssigneeCell as AssigneeCell_99994ea899224eaac5a8c48d325f7e30 } from '../../../features/leads/admin/AssigneeName'
import { AssigneeNote as AssigneeNote_99994ea899224eaac5a8c48d325f7e30 } from '../../../features/leads/admin/AssigneeName'
import { DuplicateNotice as DuplicateNotice_ba81657e193b3f164875ee3be9c4a6e0 } from '../../../features/leads/admin/DuplicateNotice'
import { PhoneCell as PhoneCell_6f05b11948de65b51a9715239631c03f } from '../../../features/leads/admin/PhoneCell'
import { LeadDeliveries as LeadDeliveries_9f5e732d14d95532510815d35734feee } from '../../../features/leads/admin/LeadDeliveries'
import { LeadsListHeader as LeadsListHeader_c264330d0ded2103ac3004b3069fb20d } from '../../../features/leads/admin/LeadsListHeader'
import { DeskListTools as DeskListTools_a7e00c525ef4e7d61353a89b41cecca2 } from '../../../features/leads/admin/DeskListTools'
import { StaffLanding as StaffLanding_1680ebd84fa16d9b5b261a3e59dfc8df } from '../../../features/leads/admin/StaffLanding'
import { LeadDashboard as LeadDashboard_ce75659c22ee737b2244bbc4226355b7 } from '../../../features/leads/admin/LeadDashboard'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/leads/admin/StatusCell#StatusCell": StatusCell_9adaccdfe873071335f23244812b67db,
  "/features/leads/admin/AssigneeName#AssigneeCell": AssigneeCell_99994ea899224eaac5a8c48d325f7e30,
  "/features/leads/admin/AssigneeName#AssigneeNote": AssigneeNote_99994ea899224eaac5a8c48d325f7e30,
  "/features/leads/admin/DuplicateNotice#DuplicateNotice": DuplicateNotice_ba81657e193b3f164875ee3be9c4a6e0,
  "/features/leads/admin/PhoneCell#PhoneCell": PhoneCell_6f05b11948de65b51a9715239631c03f,
  "/features/leads/admin/LeadDeliveries#LeadDeliveries": LeadDeliveries_9f5e732d14d95532510815d35734feee,
  "/features/leads/admin/LeadsListHeader#LeadsListHeader": LeadsListHeader_c264330d0ded2103ac3004b3069fb20d,
  "/features/leads/admin/DeskListTools#DeskListTools": DeskListTools_a7e00c525ef4e7d61353a89b41cecca2,
  "/features/leads/admin/StaffLanding#StaffLanding": StaffLanding_1680ebd84fa16d9b5b261a3e59dfc8df,
  "/features/leads/admin/LeadDashboard#LeadDashboard": LeadDashboard_ce75659c22ee737b2244bbc4226355b7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
