// Issue 25: the lead page shows its own audit trail to admins (in the admin's language), not to agents.
import { admin } from './admin-token'
import { expect, test } from './fixtures'
import { account, adminToken, signIn, uniquePhone, visitorLead } from './staff-helpers'

const languages = [
  {
    locale: 'es-US',
    panel: 'Auditoría de este prospecto',
    viewed: 'Vio un prospecto',
    changed: 'Cambió el estado',
  },
  {
    locale: 'en-US',
    panel: "This lead's audit trail",
    viewed: 'Viewed a lead',
    changed: 'Changed the status',
  },
]

for (const language of languages) {
  test.describe(`a lead's audit trail (${language.locale})`, () => {
    test.use({ locale: language.locale })

    test('lists who viewed and changed the lead, for admins only', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000)
      const token = await adminToken(request)
      const id = await visitorLead(request, `Auditada ${Date.now()}`, uniquePhone('305'))
      const agent = await account(request, 'agent', `Agente Auditor ${Date.now()}`)
      const changed = await request.patch(`/cms/api/leads/${id}`, {
        headers: { authorization: `JWT ${token}` },
        data: { status: 'contacted', assignedTo: agent.id },
      })
      expect(changed.status()).toBe(200)

      // The agent works the lead: its page is a view on record, without the panel.
      const agentContext = await browser.newContext({ locale: language.locale })
      const agentPage = await agentContext.newPage()
      await signIn(agentPage, agent, `/admin/collections/leads/${id}`)
      await expect(agentPage).toHaveURL(new RegExp(`/admin/collections/leads/${id}`))
      await expect(agentPage.locator('#field-status')).toBeVisible()
      await expect(agentPage.getByRole('heading', { name: language.panel })).toHaveCount(0)
      await agentContext.close()

      await signIn(page, admin, `/admin/collections/leads/${id}`)
      const panel = page.locator('section.lead-audit')
      await expect(panel.getByRole('heading', { name: language.panel })).toBeVisible()
      const rows = panel.locator('tbody tr')
      await expect(
        rows.filter({ hasText: language.viewed }).filter({ hasText: agent.email }),
      ).not.toHaveCount(0)
      await expect(
        rows.filter({ hasText: language.changed }).filter({ hasText: admin.email }),
      ).not.toHaveCount(0)
      // The firm's clock with its zone, never a bare browser time.
      await expect(rows.first().locator('td').first()).toHaveText(/\d.*(E[SD]T|GMT|UTC|[A-Z]{2,5})/)
    })
  })
}
