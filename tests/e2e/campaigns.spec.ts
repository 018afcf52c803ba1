// Issue 39: a campaign page's view is counted by its beacon (no cookie, not on other pages), and
// an admin imports an ad platform's CSV into a campaign's spend from its edit view, in Spanish
// and English, at 1280 and 375 px.
import { adminToken } from './admin-token'
import { expect, test, type APIRequestContext } from './fixtures'
import { staffPage } from './staff-helpers'

const shots = 'test-results/campaigns'
const admin = { email: 'staff@firm.test', password: 'integration-only-password-1' }

async function api(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
) {
  const response = await request[method](`/cms/api${path}`, {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data,
  })
  expect(response.ok(), await response.text()).toBe(true)
  return response.json()
}

async function visitsOf(request: APIRequestContext, page: number) {
  const { docs } = await api(
    request,
    'get',
    `/campaign-visits?where[page][equals]=${page}&limit=100`,
  )
  return (docs as { count: number }[]).reduce((sum, row) => sum + row.count, 0)
}

test('a campaign page counts its view with a beacon and sets no cookie; the home page sends none', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { docs } = await api(
    request,
    'get',
    '/pages?where[slug][equals]=parole-en-familia&locale=es',
  )
  const id = docs[0].id as number
  const before = await visitsOf(request, id)

  const beacons: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/visit') beacons.push(sent.postData() ?? '')
  })
  await page.goto('/')
  await page.waitForTimeout(1500)
  expect(beacons).toEqual([])

  const answered = page.waitForResponse((response) => response.url().endsWith('/api/visit'))
  await page.goto('/parole-en-familia')
  const response = await answered
  expect(response.status()).toBe(204)
  expect(await response.headerValue('set-cookie')).toBeNull()
  expect(beacons).toEqual([JSON.stringify({ page: id })])
  await expect.poll(() => visitsOf(request, id)).toBe(before + 1)
})

const languages = [
  { lang: 'es', locale: 'es-US', title: 'Importar gasto desde un CSV' },
  { lang: 'en', locale: 'en-US', title: 'Import spend from a CSV' },
] as const

for (const width of [1280, 375]) {
  for (const language of languages) {
    test(`an admin imports a CSV export into a campaign's spend (${language.lang}, ${width} px)`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000)
      const { doc } = await api(request, 'post', '/campaigns', {
        name: `csv-${language.lang}-${width}-${Date.now()}`,
        source: 'facebook',
        spend: [{ month: '2026-08', amount: 120 }],
      })
      const page = await staffPage(
        browser,
        admin,
        { locale: language.locale, width },
        `/admin/collections/campaigns/${doc.id}`,
      )
      const section = page.locator('section[aria-labelledby="spend-import-title"]')
      await expect(section.getByRole('heading', { name: language.title })).toBeVisible({
        timeout: 30_000,
      })
      await section.screenshot({ path: `${shots}/import-${language.lang}-${width}.png` })
      const csv =
        'Campaign report\nDay,Campaign,Amount spent (USD)\n2026-09-01,Parole,40.25\n2026-09-02,Parole,9.75\n'
      const reloaded = page.waitForEvent('load')
      await section.locator('input[type=file]').setInputFiles({
        name: 'meta-export.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      })
      await reloaded
      await expect(page.locator('#field-spend__1__month')).toHaveValue('2026-09', {
        timeout: 30_000,
      })
      await expect(page.locator('#field-spend__1__amount')).toHaveValue('50')
      await expect(page.locator('#field-spend__0__month')).toHaveValue('2026-08')
      await page.screenshot({
        path: `${shots}/after-${language.lang}-${width}.png`,
        fullPage: true,
      })
      await page.context().close()
    })
  }
}
