import { expect, test, type Locator, type Page } from './fixtures'
import en from '../../messages/en.json' with { type: 'json' }
import es from '../../messages/es.json' with { type: 'json' }

// What a visitor sees on a 375 px phone and a 1280 px screen: carousel controls that do not
// overlap, the mobile menu, form errors next to their field, contact buttons; and the spec
// details behind them (input rules of the posted payload, redirect Location, situation labels).

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxes(locator: Locator): Promise<Box[]> {
  const result: Box[] = []
  for (const element of await locator.all()) {
    const box = await element.boundingBox()
    if (box) result.push(box)
  }
  return result
}

async function expectNoOverlap(list: Box[]) {
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      expect(overlaps(list[i], list[j]), `controls ${i} and ${j} overlap`).toBe(false)
    }
  }
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('carousel controls do not overlap, stay on screen, and dots are 24 px targets', async ({
      page,
    }) => {
      for (const path of ['/', '/en']) {
        await page.goto(path)
        const carousels = page.locator('[aria-roledescription="carousel"]')
        expect(await carousels.count()).toBeGreaterThanOrEqual(2)
        for (const carousel of await carousels.all()) {
          await carousel.scrollIntoViewIfNeeded()
          // Its script starts once it is on screen: measure after it has laid out every dot.
          await expect(carousel.locator('button[aria-current="true"]')).toHaveCount(1)
          const controls = carousel.locator(':scope > div:last-child > button')
          await expect(controls.first()).toBeVisible()
          const list = await boxes(controls)
          await expectNoOverlap(list)
          for (const box of list) {
            expect(box.x).toBeGreaterThanOrEqual(0)
            expect(box.x + box.width).toBeLessThanOrEqual(width)
            expect(box.width).toBeGreaterThanOrEqual(24)
            expect(box.height).toBeGreaterThanOrEqual(24)
          }
        }
        // The pause toggle's label fits its button (it used to spill over the next arrow).
        const toggle = page.getByRole('button', { name: path === '/' ? 'Pausar' : 'Pause' })
        const fits = await toggle
          .first()
          .evaluate((element) => element.scrollWidth <= element.clientWidth)
        expect(fits).toBe(true)
      }
    })

    test('the header has a call button and the WhatsApp button floats beside the call one', async ({
      page,
    }) => {
      for (const [path, catalog] of [
        ['/', es],
        ['/en', en],
      ] as const) {
        await page.goto(path)
        const header = page.locator('header')
        const call = header.getByRole('link', {
          name: width < 640 ? catalog.nav.callShort : catalog.nav.callNow,
          exact: true,
        })
        await expect(call).toBeVisible()
        await expect(call).toHaveAttribute('href', /^tel:/)
        const floating = page.getByRole('complementary', { name: catalog.nav.floatingContact })
        const whatsapp = floating.getByRole('link', { name: catalog.nav.floatingWhatsapp })
        const floatingCall = floating.getByRole('link', { name: catalog.nav.floatingCall })
        await expect(whatsapp).toBeVisible()
        await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\//)
        const [a, b] = [await whatsapp.boundingBox(), await floatingCall.boundingBox()]
        expect(a && b && !overlaps(a, b)).toBe(true)
        // Side by side, at the same height.
        expect(Math.abs(a!.y - b!.y)).toBeLessThan(2)
      }
    })

    test('a form error sits under its field, marks and focuses it, clear of the floating buttons', async ({
      page,
    }) => {
      await page.goto('/en/terms-and-conditions')
      const form = page.locator('#footer-lead-form')
      await form.getByRole('button', { name: en.leadForm.submit }).click()
      const alert = form.getByRole('alert')
      await expect(alert).toHaveText(en.leadErrors.name)
      await expect(alert).toHaveCount(1)
      const name = form.getByLabel(en.leadForm.name, { exact: true })
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toBeFocused()
      await expect(name).toHaveAccessibleDescription(en.leadErrors.name)
      const [field, message] = [await name.boundingBox(), await alert.boundingBox()]
      // Right under the field: below it, within 24 px.
      expect(message!.y).toBeGreaterThanOrEqual(field!.y + field!.height - 1)
      expect(message!.y - (field!.y + field!.height)).toBeLessThan(24)
      for (const button of await boxes(page.locator('aside a'))) {
        expect(overlaps(button, message!)).toBe(false)
      }

      // Fixing the name moves the message (and the invalid mark) to the next field in order.
      await name.fill('Ana')
      await form.getByLabel(en.leadForm.phone, { exact: true }).fill('2025550143')
      await form.getByRole('button', { name: en.leadForm.submit }).click()
      await expect(alert).toHaveText(en.leadErrors.terms)
      await expect(name).not.toHaveAttribute('aria-invalid', 'true')
      const terms = form.getByRole('checkbox')
      await expect(terms).toHaveAttribute('aria-invalid', 'true')
      await expect(terms).toBeFocused()
    })
  })
}

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('entries with a submenu line up with the others, chevron on the same line', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: es.nav.openMenu }).click()
    const menu = page.getByRole('dialog')
    const plain = await menu.getByRole('link', { name: es.nav.home, exact: true }).boundingBox()
    for (const label of [es.nav.services, es.nav.aboutUs, es.nav.visas, es.nav.blog]) {
      const button = menu.getByRole('button', { name: label, exact: true })
      const textLeft = await button.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element.firstChild!)
        return range.getBoundingClientRect().left
      })
      expect(Math.abs(textLeft - plain!.x)).toBeLessThan(2)
      const box = await button.boundingBox()
      expect(box!.height).toBeLessThan(56)
      const chevron = await button.locator('svg').boundingBox()
      expect(chevron!.y).toBeGreaterThanOrEqual(box!.y)
      expect(chevron!.y + chevron!.height).toBeLessThanOrEqual(box!.y + box!.height)
    }
  })

  test('Tab and Shift+Tab stay inside the open menu', async ({ page }) => {
    await page.goto('/en')
    await page.getByRole('button', { name: en.nav.openMenu }).click()
    const close = page.getByRole('button', { name: en.nav.closeMenu })
    await expect(close).toBeFocused()
    const inside = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')))
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await inside()).toBe(true)
    }
    await close.focus()
    await page.keyboard.press('Shift+Tab')
    expect(await inside()).toBe(true)
    await expect(close).not.toBeFocused()
  })
})

async function postedFields(page: Page, submit: () => Promise<void>) {
  const request = page.waitForRequest(
    (r) => r.url().includes('/api/prospecto/agregar') && r.method() === 'POST',
  )
  await submit()
  const body = (await request).postDataBuffer()!.toString('utf8')
  const fields: Record<string, string> = {}
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    fields[match[1]] = match[2]
  }
  return fields
}

test('the browser posts name, phone, message and section cleaned, keeping " - " before the source', async ({
  page,
}) => {
  await page.goto('/en/terms-and-conditions?utm_source=WhatsApp%20Lead')
  const form = page.locator('#footer-lead-form')
  await form.getByLabel(en.leadForm.name, { exact: true }).fill('  Ana María <Núñez>! ')
  await form.getByLabel(en.leadForm.phone, { exact: true }).fill('202 555 0143')
  await form.getByLabel(en.leadForm.message, { exact: true }).fill('  Hola; ¿me llaman? ')
  await form.getByRole('checkbox').check()
  await expect(form.locator('input[name="seccion"]')).toHaveValue('Footer Inglés - WhatsApp Lead')
  const fields = await postedFields(page, () =>
    form.getByRole('button', { name: en.leadForm.submit }).click(),
  )
  expect(fields.nombre).toBe('Ana María Núñez')
  expect(fields.phone).toBe('2025550143')
  // The message is evidence: posted as typed, only trimmed (issue 34, point 5).
  expect(fields.mensaje).toBe('Hola; ¿me llaman?')
  expect(fields.seccion).toBe('Footer Inglés - WhatsApp Lead')
  await page.waitForURL(/\/en\/thank-you/)
})

test('/redireccion answers with a relative Location whatever the Host header', async ({
  request,
}) => {
  const response = await request.get('/redireccion/en/blog/u-visa-crime-victims', {
    headers: { host: 'www.firm.example', 'x-forwarded-host': 'www.firm.example' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(307)
  const location = response.headers().location
  expect(location).toMatch(/^\/[^/]/)
  expect(location).not.toContain('localhost')
  expect(location).toBe('/blog/visa-u-victimas-de-crimenes')
})

test('an API client may post the situation as its Spanish or English text', async ({ request }) => {
  const cases = [
    ['tramcase', 'Tik Tok Ads', es.situations.spouse],
    ['tramcase', 'Tik Tok Ads', en.situations.crimeVictim],
    ['agregar', 'Youtube Landing', en.situations.none],
    ['agregar', 'Youtube Landing', 'spouse'],
  ] as const
  for (const [endpoint, seccion, situacion] of cases) {
    const { token } = await (await request.get('/csrf-token')).json()
    const response = await request.post(`/api/prospecto/${endpoint}`, {
      headers: { accept: 'application/json' },
      multipart: {
        nombre: 'Ana Pérez',
        email: '',
        phone: '2025550143',
        checkbox: '1',
        mensaje: '',
        seccion,
        situacion,
        _token: token,
      },
    })
    expect(await response.json(), `${endpoint} ${situacion}`).toMatchObject({ status: 'success' })
  }
  const { token } = await (await request.get('/csrf-token')).json()
  const unknown = await request.post('/api/prospecto/tramcase', {
    headers: { accept: 'application/json' },
    multipart: {
      nombre: 'Ana Pérez',
      phone: '2025550143',
      checkbox: '1',
      seccion: 'Tik Tok Ads',
      situacion: 'Something else',
      _token: token,
    },
  })
  expect((await unknown.json()).message).toBe(es.leadErrors.situation)
})

test('every crawled page title is unique', async ({ request }) => {
  const pages = [
    '/blog',
    '/en/blog',
    '/abogados/elena-rivera',
    '/en/attorneys/elena-rivera',
    '/elena-rivera',
    '/en/elena-rivera',
    '/visa-humanitaria',
    '/en/humanitarian-visa',
    '/blog/categoria/visas-humanitarias',
    '/en/blog/category/humanitarian-visas',
  ]
  const titles = new Map<string, string>()
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
    expect(title, path).not.toBe('')
    expect(titles.get(title), `${path} shares "${title}"`).toBeUndefined()
    titles.set(title, path)
  }
})
