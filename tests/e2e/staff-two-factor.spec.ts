import { readFile } from 'node:fs/promises'
import { twoFactorTextsEn, twoFactorTextsEs } from '../../src/features/staff/texts'
import { createStaff } from '../support/create-staff.mjs'
import { startProductionServer } from '../support/production-server.mjs'
import { enrol, totpCode } from '../support/two-factor'
import { expect, test, type Page } from './fixtures'
import { logIn } from './staff-helpers'

// Issue 25: an agent enrols in the second factor from the admin's screen (the key read from it,
// as a phone app would from the QR code) and logs in with a code. Its own server: the shared e2e
// server runs with STAFF_TWO_FACTOR=off. A fixed port (4310) apart from the e2e server's.
const password = 'a-long-enough-password-1'
const shots = 'test-results/staff-two-factor'
let site: { url: string; databaseUrl: string; stop: () => void }
const agents: Record<'es' | 'en', { email: string; password: string }> = {
  es: { email: `agente-2fa-${Date.now()}@firm.test`, password },
  en: { email: `agent-2fa-${Date.now()}@firm.test`, password },
}

test.setTimeout(120_000)
// logIn and the pages below use paths: on this spec's own server.
test.use({ baseURL: 'http://127.0.0.1:4310' })

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000)
  site = await startProductionServer('e2e-two-factor', {
    port: 4310,
    env: { STAFF_TWO_FACTOR: 'required' },
  })
  const api = await playwright.request.newContext({ baseURL: site.url })
  const admin = { email: 'admin-2fa@firm.test', password, roles: ['admin'] }
  // The first admin, as an operator makes it (the site refuses first-register).
  await createStaff(site.databaseUrl, { ...admin, role: 'admin' })
  const { token } = await (await api.post('/cms/api/users/login', { data: admin })).json()
  // The admin enrols too (its session manages staff only once past the second factor).
  await enrol(site.url, token)
  for (const agent of Object.values(agents)) {
    const created = await api.post('/cms/api/users', {
      headers: { authorization: `JWT ${token}` },
      data: { ...agent, roles: ['agent'] },
    })
    expect(created.status()).toBe(201)
  }
  await api.dispose()
})

test.afterAll(() => site?.stop())

/** The screen at a phone's and a desktop's width, kept for a look; nothing wider than the phone. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width)
  }
}

async function inLanguage(page: Page, language: 'es' | 'en') {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: site.url }])
}

/**
 * Issue 34: the recovery codes are copied, downloaded as a .txt and printed, and the way on stays
 * shut until the agent says they saved them.
 */
async function keepRecoveryCodes(page: Page, texts: typeof twoFactorTextsEs) {
  const codes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map(
    (code) => code.trim(),
  )
  await expect(page.getByRole('button', { name: texts.continue })).toBeDisabled()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: texts.recoveryCopy }).click()
  await expect(page.locator('.two-factor').getByRole('status')).toHaveText(texts.recoveryCopied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'))
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: texts.recoveryDownload }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(texts.recoveryFileName)
  const saved = await readFile((await file.path()) ?? '', 'utf8')
  expect(saved.trim().split('\n').slice(-10)).toEqual(codes)
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await page.getByRole('button', { name: texts.recoveryPrint }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
  await expect(page.getByRole('button', { name: texts.continue })).toBeDisabled()
}

for (const language of ['es', 'en'] as const) {
  const texts = language === 'en' ? twoFactorTextsEn : twoFactorTextsEs

  test(`an agent enrols from the admin's screen and logs in with a code (${language})`, async ({
    page,
  }) => {
    const base = site.url
    await inLanguage(page, language)
    await logIn(page, agents[language])
    // A password alone leads to the enrolment screen, not to the leads.
    await expect(page).toHaveURL(/\/admin\/two-factor$/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible()
    await expect(page.getByRole('img', { name: texts.qrAlt })).toBeVisible()
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await atBothWidths(page, `enrol-${language}`)
    await page.getByLabel(texts.codeLabel).fill(totpCode(secret))
    await page.getByRole('button', { name: texts.enable }).click()
    await expect(page.getByRole('heading', { name: texts.recoveryTitle })).toBeVisible()
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
    await keepRecoveryCodes(page, texts)
    await atBothWidths(page, `recovery-${language}`)
    await page.getByLabel(texts.recoverySaved).check()
    await page.getByRole('button', { name: texts.continue }).click()
    await page.goto(`${base}/admin/collections/leads`)
    await expect(page).toHaveURL(/\/admin\/collections\/leads/)
    await expect(page.locator('.collection-list')).toBeVisible()

    // A new login: the code of the next step (the enrolment used this one).
    await page.context().clearCookies()
    await inLanguage(page, language)
    await logIn(page, agents[language])
    await expect(page).toHaveURL(/\/admin\/two-factor$/, { timeout: 20_000 })
    await expect(page.getByText(texts.verifyIntro)).toBeVisible()
    await atBothWidths(page, `verify-${language}`)
    await page.getByLabel(texts.codeLabel).fill('000000')
    await page.getByRole('button', { name: texts.verify }).click()
    await expect(page.locator('.two-factor__error')).toHaveText(texts.wrongCode)
    await page.getByLabel(texts.codeLabel).fill(totpCode(secret, 30_000))
    await page.getByRole('button', { name: texts.verify }).click()
    await expect(page).not.toHaveURL(/two-factor/, { timeout: 20_000 })
    await page.goto(`${base}/admin/collections/leads`)
    await expect(page).toHaveURL(/\/admin\/collections\/leads/)
    await expect(page.locator('.collection-list')).toBeVisible()
  })
}
