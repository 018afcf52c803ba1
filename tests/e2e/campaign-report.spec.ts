// Issue 39: a visitor comes from the sample TikTok campaign's ad, reads a second page and sends
// the form; an admin sees the lead's first and last touch, and the dashboard's campaign report
// counts the lead under that campaign and under its landing page (375 px, Spanish and English).
// Screenshots at 1280 px too.
import { sendFooterLead } from './booking-helpers'
import { expect, test, waitForScriptsOnNavigation, type Browser, type Page } from './fixtures'
import { adminToken, leadIdOf, staffPage } from './staff-helpers'

const shots = 'test-results/campaign-report'
const admin = { email: 'staff@firm.test', password: 'integration-only-password-1' }
const campaign = 'tiktok-inmigracion'
const ad = `utm_source=tiktok&utm_medium=paid&utm_campaign=${campaign}`

const languages = [
  {
    lang: 'es',
    locale: 'es-US',
    landing: `/tiktok-inmigracion?${ad}`,
    second: '/contacto',
    submit: 'Enviar',
    thanks: /\/gracias$/,
    title: 'Campañas del periodo',
    attribution: 'Origen de campaña (no se modifica)',
    pageTitle: 'Abogados de inmigración en TikTok',
  },
  {
    lang: 'en',
    locale: 'en-US',
    landing: `/en/tiktok-immigration?${ad}`,
    second: '/en/contact',
    submit: 'Send',
    thanks: /\/en\/thank-you$/,
    title: 'Campaigns in the period',
    attribution: 'Campaign attribution (never changed)',
    pageTitle: 'Immigration attorneys on TikTok',
  },
] as const

const adminPage = (browser: Browser, locale: string, width: number, path: string) =>
  staffPage(browser, admin, { locale, width }, path)

/** The leads of the campaign and of its page (titled in the admin's language), today. */
async function reportedLeads(page: Page, pageTitle: string) {
  await page.goto('/admin/lead-dashboard?range=today')
  const cells = [
    ['campaign-report-campaigns', campaign],
    ['campaign-report-pages', pageTitle],
  ].map(([table, row]) =>
    page.getByTestId(table).locator(`tr[data-row="${row}"] [data-figure="leads"]`),
  )
  const counts: number[] = []
  for (const cell of cells) {
    await expect(cell).toBeVisible({ timeout: 30_000 })
    counts.push(Number(await cell.textContent()))
  }
  return counts
}

for (const language of languages) {
  test(`a lead from the TikTok ad counts under its campaign (${language.lang}, 375 px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000)
    // The first admin of the e2e database may be made here (the staff script takes a while).
    await adminToken(request)
    const staff = await adminPage(
      browser,
      language.locale,
      375,
      '/admin/lead-dashboard?range=today',
    )
    await expect(staff.getByTestId('campaign-report')).toBeVisible({ timeout: 30_000 })
    const before = await reportedLeads(staff, language.pageTitle)

    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = waitForScriptsOnNavigation(await visitor.newPage())
    await page.goto(language.landing, { referer: 'https://www.tiktok.com/' })
    await page.waitForFunction(() => localStorage.getItem('lead-first-touch') !== null)
    const nombre = `Tiktok ${language.lang} ${Date.now()}`
    await sendFooterLead(page, language.second, language.submit, { nombre })
    await expect(page).toHaveURL(language.thanks, { timeout: 20_000 })
    await visitor.close()

    const id = await leadIdOf(request, nombre)
    await staff.goto(`/admin/collections/leads/${id}`)
    await expect(staff.getByRole('heading', { name: language.attribution, level: 3 })).toBeVisible({
      timeout: 30_000,
    })
    // The touches as the admin reads them on the lead. Payload renders a field far down the
    // form once it comes into view, so the panel is scrolled to first, as a reader would; the
    // form, once started, may take the page back to its top, so it is scrolled to until they show.
    await expect(async () => {
      await staff
        .getByRole('heading', { name: language.attribution, level: 3 })
        .scrollIntoViewIfNeeded()
      for (const touch of ['firstTouch', 'lastTouch']) {
        await expect(staff.locator(`#field-attribution__${touch}__utm_source`)).toHaveValue(
          'tiktok',
          { timeout: 2000 },
        )
        await expect(staff.locator(`#field-attribution__${touch}__utm_campaign`)).toHaveValue(
          campaign,
          { timeout: 2000 },
        )
      }
    }).toPass({ timeout: 30_000 })
    // And as the API gives them to an admin.
    const lead = await (
      await request.get(`/cms/api/leads/${id}?depth=0`, {
        headers: { authorization: `JWT ${await adminToken(request)}` },
      })
    ).json()
    for (const touch of [lead.attribution.firstTouch, lead.attribution.lastTouch]) {
      expect(touch).toMatchObject({
        utm_source: 'tiktok',
        utm_medium: 'paid',
        utm_campaign: campaign,
      })
    }
    expect(lead.attribution.firstTouch.landing_page).toBe(language.landing)

    expect(await reportedLeads(staff, language.pageTitle)).toEqual(before.map((n) => n + 1))
    const section = staff.getByTestId('campaign-report')
    await expect(section.getByRole('heading', { name: language.title, level: 2 })).toBeVisible()
    await section.screenshot({ path: `${shots}/report-${language.lang}-375.png` })
    await staff.context().close()
  })

  test(`the campaign report fits 1280 px (${language.lang})`, async ({ browser, request }) => {
    test.setTimeout(120_000)
    await adminToken(request)
    const staff = await adminPage(browser, language.locale, 1280, '/admin/lead-dashboard?range=30')
    const section = staff.getByTestId('campaign-report')
    await expect(section.getByRole('heading', { name: language.title, level: 2 })).toBeVisible({
      timeout: 30_000,
    })
    // Each table is as wide as its box at 1280 px: nothing to scroll.
    for (const table of ['campaigns', 'sources', 'pages']) {
      const box = section.getByTestId(`campaign-report-${table}`)
      const [scroll, client] = await box.evaluate((node) => [node.scrollWidth, node.clientWidth])
      expect(scroll, table).toBeLessThanOrEqual(client)
    }
    await section.screenshot({ path: `${shots}/report-${language.lang}-1280.png` })
    await staff.context().close()
  })
}
