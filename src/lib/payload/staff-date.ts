/**
 * The admin settings of a staff-facing date-and-time field: Payload's picker, shown in the
 * admin's language (StaffDateField.tsx). Spread into a date field's `admin`.
 */
export const staffDateTime = {
  date: { pickerAppearance: 'dayAndTime' as const },
  components: { Field: '/lib/payload/StaffDateField#StaffDateField' },
}
