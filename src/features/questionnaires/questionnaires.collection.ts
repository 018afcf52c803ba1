import type { Access, CollectionConfig, Field, Validate } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { adminGroups, label, labels, selectOptions } from '@/lib/admin-label'
import { choiceKinds, questionKindLabels } from './kinds'
import { matterLabels } from './matters'

type WithRoles = Parameters<typeof hasRole>[0]

/** Editors and admins write the questionnaires; agents read them too (the answers' labels). */
const writes: Access = ({ req }) => hasRole(req.user as WithRoles, 'admin', 'editor')
const reads: Access = ({ req }) => hasRole(req.user as WithRoles, 'admin', 'editor', 'agent')

/** A question's key: what its answers are stored under, so it never changes once answered. */
const keyPattern = /^[a-z][a-z0-9-]{0,39}$/

const validKey: Validate = (value, { req }) =>
  typeof value === 'string' && keyPattern.test(value)
    ? true
    : req?.i18n?.language === 'en'
      ? 'Lowercase letters, digits and dashes, starting with a letter (at most 40).'
      : 'Letras minúsculas, números y guiones, empezando por una letra (40 como máximo).'

/** Every key once in the whole questionnaire (answers are stored by key). */
const uniqueKeys: Validate = (value, { req }) => {
  const keys = ((value ?? []) as { questions?: { key?: string }[] }[]).flatMap((step) =>
    (step.questions ?? []).map((question) => question.key),
  )
  if (new Set(keys).size === keys.length) return true
  return req?.i18n?.language === 'en'
    ? 'Each question needs its own key.'
    : 'Cada pregunta necesita su propia clave.'
}

const questionFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'key',
        type: 'text',
        required: true,
        validate: validKey,
        label: label('Clave', 'Key'),
        admin: {
          description: label(
            'Nombre interno de la respuesta; no la cambie después de recibir respuestas.',
            'Internal name of the answer; do not change it once answers arrive.',
          ),
        },
      },
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'text',
        options: selectOptions(questionKindLabels),
        label: label('Tipo', 'Kind'),
      },
      { name: 'required', type: 'checkbox', label: label('Obligatoria', 'Required') },
    ],
  },
  {
    name: 'label',
    type: 'text',
    required: true,
    localized: true,
    label: label('Pregunta', 'Question'),
  },
  { name: 'help', type: 'textarea', localized: true, label: label('Ayuda', 'Help') },
  {
    name: 'options',
    type: 'array',
    label: label('Opciones', 'Options'),
    labels: labels(label('Opción', 'Option'), label('Opciones', 'Options')),
    admin: { condition: (_, sibling) => choiceKinds.includes(sibling?.kind) },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'value',
            type: 'text',
            required: true,
            validate: validKey,
            label: label('Valor', 'Value'),
          },
          {
            name: 'label',
            type: 'text',
            required: true,
            localized: true,
            label: label('Texto', 'Text'),
          },
        ],
      },
    ],
  },
  {
    name: 'sensitive',
    type: 'checkbox',
    label: label('Pregunta delicada', 'Sensitive question'),
    admin: {
      description: label(
        'Antecedentes penales, deportaciones anteriores…: se muestra la explicación de abajo.',
        'Criminal history, prior removal…: the explanation below is shown.',
      ),
    },
  },
  {
    name: 'sensitiveNote',
    type: 'textarea',
    localized: true,
    label: label('Por qué la preguntamos (confidencial)', 'Why we ask (confidential)'),
    admin: { condition: (_, sibling) => Boolean(sibling?.sensitive) },
  },
]

/**
 * A questionnaire staff define for one matter type: its steps (groups) of localized questions,
 * which a visitor answers through the private link before the free call.
 */
export const Questionnaires: CollectionConfig = {
  slug: 'questionnaires',
  labels: labels(label('Cuestionario', 'Questionnaire'), label('Cuestionarios', 'Questionnaires')),
  admin: {
    group: adminGroups.leads,
    useAsTitle: 'title',
    defaultColumns: ['title', 'matter', 'active'],
    hidden: ({ user }) => !hasRole(user as WithRoles, 'admin', 'editor', 'agent'),
  },
  access: { read: reads, create: writes, update: writes, delete: writes },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: label('Título', 'Title'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'matter',
          type: 'select',
          required: true,
          index: true,
          options: selectOptions(matterLabels),
          label: label('Tipo de caso', 'Matter type'),
        },
        {
          name: 'active',
          type: 'checkbox',
          defaultValue: true,
          label: label('En uso', 'In use'),
        },
      ],
    },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: label('Introducción', 'Introduction'),
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      validate: uniqueKeys,
      label: label('Pasos', 'Steps'),
      labels: labels(label('Paso', 'Step'), label('Pasos', 'Steps')),
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          localized: true,
          label: label('Título del paso', 'Step title'),
        },
        {
          name: 'questions',
          type: 'array',
          required: true,
          minRows: 1,
          label: label('Preguntas', 'Questions'),
          labels: labels(label('Pregunta', 'Question'), label('Preguntas', 'Questions')),
          fields: questionFields,
        },
      ],
    },
  ],
}
