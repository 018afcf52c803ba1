import { expect, test, type APIRequestContext, type Page, type Response } from './fixtures'
import { account, adminToken, signIn, uniquePhone } from './staff-helpers'

// An editor builds a campaign page from blocks in the admin (English admin, Spanish content),
// previews the draft at a phone's width, publishes it; visitors then send its form with and
// without JavaScript, and each lead is stored with the block's label (plus the campaign source
// when the visitor's script added it).

const run = Date.now().toString(36)
const slug = `campana-e2e-${run}`
const heading = `Campaña de prueba ${run}`
// The heading as the editor changes it while watching the live preview.
const typedHeading = `Reúna a su familia ${run}`
const label = `Campaña E2E ${run}`

/** Adds one block of the layout through the admin's block picker. */
async function addBlock(page: Page, name: string) {
  await page.getByRole('button', { name: /^Add Section$/ }).click()
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click()
}

/** A save of a page through the CMS API (the admin's create or update). */
function saveOfPage(response: Response) {
  const { pathname } = new URL(response.url())
  return pathname.startsWith('/cms/api/pages') && response.request().method() !== 'GET'
}

/** The lead a visitor sent, read back by the admin. */
async function storedLead(request: APIRequestContext, phone: string) {
  const query = new URLSearchParams({ 'where[phone][equals]': phone, depth: '0' })
  const found = await request.get(`/cms/api/leads?${query}`, {
    headers: { authorization: `JWT ${await adminToken(request)}` },
  })
  return ((await found.json()).docs[0] ?? null) as { seccion: string; source?: string } | null
}

/** A visitor opens the page from a campaign link and sends its form. */
async function sendForm(page: Page, phone: string, source: string, seccion: string) {
  await page.goto(`/${slug}?utm_source=${source}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(typedHeading)
  // The page's own form (the footer's comes after it).
  const form = page.locator('form:has(input[name="seccion"])').first()
  // With JavaScript, the form's script sets the source once the page has started.
  await expect(form.locator('input[name="seccion"]')).toHaveValue(seccion)
  await form.locator('[name="nombre"]').fill(`Visitante ${source}`)
  await form.locator('[name="phone"]').fill(phone)
  await form.locator('[name="checkbox"]').check()
  await form.getByRole('button', { name: 'Enviar' }).click()
  await expect(page).toHaveURL(/\/gracias$/)
}

test('an editor builds, previews and publishes a page; visitors send its form', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const editor = await account(request, 'editor')
  await signIn(page, editor, '/admin/collections/pages/create')
  // The first admin page of a fresh server is slow to come on a loaded machine.
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })

  await page.locator('#field-title').fill(heading)
  await page.locator('#field-slug').fill(slug)
  await addBlock(page, 'Hero')
  await page.locator('#field-layout__0__heading').fill(heading)
  await page.locator('#field-layout__0__text').fill('Reúna a su familia con ayuda de un abogado.')
  await addBlock(page, 'Lead form')
  await page.locator('#field-layout__1__sectionLabel').fill(label)

  // A slug the site already answers is refused, and the field says by what.
  const taken = 'This address is already used by a page of the site (/contacto, /en/contact)'
  // The admin re-reads the form's state a moment after each keystroke; an answer that lands after
  // the refusal replaces the field's error, so the editor (like a person) clicks once it is back.
  const formState = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/admin/collections/pages/create',
  )
  await page.locator('#field-slug').fill('contacto')
  await formState
  const refusal = page.waitForResponse((response) => saveOfPage(response), {
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Publish changes' }).click()
  // The server's refusal names what uses the address; the admin then puts it under the field.
  const refused = await refusal
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain(taken)
  await expect(page.locator('.field-type', { has: page.locator('#field-slug') })).toContainText(
    taken,
    { timeout: 15_000 },
  )
  await page.locator('#field-slug').fill(slug)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 15_000 })

  // The draft is not public; the editor's preview (same browser, draft mode) shows it at 375 px.
  expect((await request.get(`/${slug}`)).status()).toBe(404)
  const preview = await page.context().newPage()
  await preview.setViewportSize({ width: 375, height: 740 })
  await preview.goto(`/cms/preview?path=${encodeURIComponent(`/${slug}`)}`)
  await expect(preview).toHaveURL(new RegExp(`/${slug}$`))
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(preview.locator(`input[name="seccion"][value^="${label}"]`)).toHaveCount(1)
  expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  )
  await preview.close()

  // The live preview beside the form shows the draft again at each save.
  await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
  const frame = page.frameLocator('#live-preview-iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 15_000 })
  await page.locator('#field-layout__0__heading').fill(typedHeading)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typedHeading, {
    timeout: 15_000,
  })

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect
    .poll(async () => (await request.get(`/${slug}`)).status(), { timeout: 10_000 })
    .toBe(200)

  // With JavaScript: the form appends the campaign source the script reads.
  const withScript = await browser.newContext({ locale: 'es-US' })
  const phone = uniquePhone('303')
  await sendForm(await withScript.newPage(), phone, 'tiktok', `${label} - tiktok`)
  await withScript.close()
  await expect
    .poll(() => storedLead(request, phone))
    .toMatchObject({
      seccion: `${label} - tiktok`,
    })

  // Without JavaScript: a plain post; the label as the page drew it, the source from its URL.
  const plain = await browser.newContext({ javaScriptEnabled: false, locale: 'es-US' })
  const plainPhone = uniquePhone('404')
  await sendForm(await plain.newPage(), plainPhone, 'youtube', label)
  await plain.close()
  await expect
    .poll(() => storedLead(request, plainPhone))
    .toMatchObject({
      seccion: label,
      source: 'youtube',
    })
})
