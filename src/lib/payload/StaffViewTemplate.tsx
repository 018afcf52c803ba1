import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  children: ReactNode
}

/** A custom staff view (dashboard, calendar) inside the admin's frame: menu, header, gutter. */
export function StaffViewTemplate({ initPageResult, params, searchParams, children }: Props) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { i18n, payload, user } = req
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={{
        collections: visibleEntities.collections,
        globals: visibleEntities.globals,
      }}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}
