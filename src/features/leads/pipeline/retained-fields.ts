import type { Field, Validate } from 'payload'
import { isLeadWorkerField, never } from '@/lib/access/roles'
import { label, selectOptions } from '@/lib/admin-label'

export const matterTypeLabels = {
  'family-immigration': label('Inmigración familiar', 'Family-based immigration'),
  humanitarian: label('Humanitario (VAWA/T/U)', 'Humanitarian (VAWA/T/U)'),
  k1: label('Visa K-1', 'K-1 visa'),
  parole: label('Parole', 'Parole'),
  'removal-defense': label('Defensa contra deportación', 'Removal defense'),
  'personal-injury': label('Lesiones personales', 'Personal injury'),
  trucking: label('Transporte / reclutamiento', 'Trucking / recruitment'),
  other: label('Otro', 'Other'),
}

const workable = { create: never, update: isLeadWorkerField }

/** Required once the lead is retained: the hand-off to the practice-management system needs it. */
const neededWhenRetained =
  (es: string, en: string): Validate =>
  (value, { data, req }) => {
    if ((data as { status?: string } | undefined)?.status !== 'retained') return true
    if (value !== null && value !== undefined && value !== '') return true
    return req?.i18n?.language === 'en' ? en : es
  }

/** The matter a retained lead becomes: its type and the attorney responsible for it. */
export const retainedFields: Field[] = [
  {
    type: 'row',
    admin: { condition: (data) => data?.status === 'retained' || Boolean(data?.matterType) },
    fields: [
      {
        name: 'matterType',
        type: 'select',
        label: label('Tipo de caso', 'Matter type'),
        options: selectOptions(matterTypeLabels),
        access: workable,
        validate: neededWhenRetained(
          'Indique el tipo de caso para marcarlo como contratado.',
          'Choose the matter type to mark the lead retained.',
        ),
      },
      {
        name: 'responsibleAttorney',
        type: 'relationship',
        relationTo: 'attorneys',
        label: label('Abogado responsable', 'Responsible attorney'),
        access: workable,
        admin: { allowCreate: false },
        validate: neededWhenRetained(
          'Indique el abogado responsable para marcarlo como contratado.',
          'Choose the responsible attorney to mark the lead retained.',
        ),
      },
    ],
  },
]

/** A duplicate merged into the earlier lead of the same client: it points to the survivor. */
export const mergedIntoField: Field = {
  name: 'mergedInto',
  type: 'relationship',
  relationTo: 'leads',
  label: label('Fusionado con', 'Merged into'),
  access: { create: never, update: never },
  admin: { readOnly: true, condition: (data) => Boolean(data?.mergedInto) },
}
