import { expect, test, type Locator, type Page } from './fixtures'
import en from '../../messages/en.json' with { type: 'json' }
import es from '../../messages/es.json' with { type: 'json' }
import { Staff } from '../support/http'
import { adminToken } from './admin-token'
import { fullSweep } from './route-table'
import { variants, type Kind, type Locale, type Variant } from '../support/lead-form-variants'

// Its tests are independent page loads: spread over both workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' })

// Every lead form variant of the spec, in both languages, with and without JavaScript: the
// consent text readable, the spec's messages one at a time in the variant's order (where they can
// differ, see withScript), then a valid post that lands on the right thank-you page and is
// stored with its section label.

const messages = {
  en: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    emailShort: 'Please enter a valid email.',
    phone: 'Please enter a valid phone number.',
    situation: 'Please select a situation.',
    terms: 'Please accept the terms and conditions.',
    married: 'Please enter if you are married.',
    stay: 'Please enter stay.',
    referrals: 'Please enter at least one referral.',
  },
  es: {
    name: 'Por favor ingrese su nombre.',
    email: 'Por favor ingrese un correo electrónico válido.',
    emailShort: 'Por favor ingrese correo electrónico válido.',
    phone: 'Por favor ingrese un número de teléfono válido.',
    situation: 'Por favor seleccione una situación.',
    terms: 'Por favor acepte los términos y condiciones.',
    married: 'Por favor ingrese si está casado.',
    stay: 'Por favor ingrese estancia.',
    referrals: 'Por favor ingrese al menos un referido.',
  },
}
const catalogs = { en, es }

/** Letters only: the referral name input refuses digits. */
const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('')

const thankYou = (locale: Locale, kind: Kind) =>
  kind === 'referral'
    ? locale === 'en'
      ? /\/en\/thank-you-referrals$/
      : /\/gracias-referidos$/
    : locale === 'en'
      ? /\/en\/thank-you$/
      : /\/gracias$/

let staff: Staff

test.beforeAll(async ({ baseURL, request }) => {
  // The e2e database's first admin, made on first use whichever spec runs first.
  staff = new Staff(baseURL!, await adminToken(request))
})

/**
 * Without JavaScript the server answers every form with the same code per kind of form: CI posts
 * the first variant of each kind in each language (and the one form without a terms box);
 * `E2E_FULL=1` (`npm run bench:e2e-full`) posts every variant.
 */
const firstOfKind = (variant: Variant, index: number) =>
  variant.section === 'Contacto Español' ||
  variants.findIndex((other) => other.kind === variant.kind && other.locale === variant.locale) ===
    index
const withoutScript = (variant: Variant, index: number) => fullSweep || firstOfKind(variant, index)

/**
 * With JavaScript the spec's messages are walked one at a time and the form posted where they can
 * differ: the first variant of each kind in each language, the one form without a terms box, and
 * the first 'Visa …' form of each language (its shorter e-mail message). The others share the
 * form, its code and its messages and differ only in their page and label: the HTTP tier checks
 * that each page serves its form with its label (integration/lead-form-sections.test.ts), and
 * `E2E_FULL=1` walks and posts them all here.
 */
const firstVisa = (variant: Variant, index: number) =>
  variant.section.startsWith('Visa ') &&
  variants.findIndex(
    (other) => other.section.startsWith('Visa ') && other.locale === variant.locale,
  ) === index
const withScript = (variant: Variant, index: number) =>
  fullSweep || firstOfKind(variant, index) || firstVisa(variant, index)

for (const javaScript of [true, false]) {
  test.describe(`lead forms ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript })

    variants.forEach((variant, index) => {
      if (!(javaScript ? withScript : withoutScript)(variant, index)) return
      const { path, locale, kind, section } = variant
      test(`${path} (${section}, ${kind})`, async ({ page }) => {
        const name = `Matriz ${letters(index + 1)} ${javaScript ? 'con' : 'sin'}`
        await page.goto(path)
        const form = page.locator(variant.form)
        // The referral form has no terms box (the spec lists none for it).
        if (kind !== 'referral') await expectConsentReadable(form, locale, javaScript)
        const steps =
          kind === 'parole' ? paroleSteps : kind === 'referral' ? referralSteps : generalSteps
        await steps(page, variant, name, javaScript)
        await expect(page).toHaveURL(thankYou(locale, kind))

        const lookup = kind === 'referral' ? referralName(name) : name
        const { docs } = await staff.find('leads', { nombre: lookup })
        expect(docs, `one lead stored for ${lookup}`).toHaveLength(1)
        const [stored] = docs
        expect(stored.seccion).toBe(section)
        expect(stored.locale).toBe(locale)
        if (kind === 'referral') expect(stored.referrer).toMatchObject({ nombre: name })
        expect(stored.consentText).toBe(
          kind === 'referral' ? null : catalogs[locale].leadForm.consent,
        )
        expect(stored.pagePath).toBe(path)
      })
    })
  })
}

/** With JavaScript: the preview and Show more; without: the whole text, no dead button. */
async function expectConsentReadable(form: Locator, locale: Locale, javaScript: boolean) {
  const consent = catalogs[locale].leadForm
  const more = form.getByRole('button', { name: consent.showMore })
  if (javaScript) {
    await expect(more).toBeVisible()
    await expect(form).not.toContainText(consent.consent)
  } else {
    await expect(more).toBeHidden()
    // Rendered text, as read on screen (Playwright's text locators skip <noscript> elements).
    expect(await form.innerText()).toContain(consent.consent)
  }
}

/** Clicks the form's submit button and expects exactly one message, the given one. */
async function submitExpecting(page: Page, variant: Variant, message?: string) {
  await page.locator(variant.form).locator('button[type="submit"]').click()
  if (!message) return
  const alert = page.locator(variant.form).getByRole('alert')
  await expect(alert).toHaveText(message)
  await expect(alert).toHaveCount(1)
}

async function generalSteps(page: Page, variant: Variant, name: string) {
  const m = messages[variant.locale]
  const form = () => page.locator(variant.form)
  await submitExpecting(page, variant, m.name)
  await form().locator('[name="nombre"]').fill(name)
  await form().locator('[name="email"]').fill('ana@')
  await submitExpecting(page, variant, variant.section.startsWith('Visa ') ? m.emailShort : m.email)
  await expect(form().locator('[name="nombre"]')).toHaveValue(name)
  await form().locator('[name="email"]').fill('ana@example.com')
  await form().locator('[name="phone"]').fill('12345')
  await submitExpecting(page, variant, m.phone)
  await form().locator('[name="phone"]').fill('2025550143')
  if (variant.kind === 'situation') {
    await submitExpecting(page, variant, m.situation)
    await form().locator('[name="situacion"]').selectOption('none')
  }
  if (variant.section === 'Contacto Español') {
    // The spec's one form without the terms check: it sends with the box left unticked.
    await submitExpecting(page, variant)
    return
  }
  await submitExpecting(page, variant, m.terms)
  await expect(form().locator('[name="email"]')).toHaveValue('ana@example.com')
  await form().locator('[name="checkbox"]').check()
  await submitExpecting(page, variant)
}

async function paroleSteps(page: Page, variant: Variant, name: string) {
  const m = messages[variant.locale]
  const form = () => page.locator(variant.form)
  await submitExpecting(page, variant, m.terms)
  await form().locator('[name="checkbox"]').check()
  await submitExpecting(page, variant, m.name)
  await form().locator('[name="nombre"]').fill(name)
  await submitExpecting(page, variant, m.married)
  await form().locator('[name="casado"][value="no"]').check()
  await submitExpecting(page, variant, m.stay)
  await form().locator('[name="estancia"][value="si"]').check()
  await submitExpecting(page, variant, m.phone)
  await form().locator('[name="phone"]').fill('2025550143')
  await submitExpecting(page, variant, m.email)
  await form().locator('[name="email"]').fill('rosa@example.com')
  await submitExpecting(page, variant, m.situation)
  await expect(form().locator('[name="casado"][value="no"]')).toBeChecked()
  await expect(form()).toContainText(catalogs[variant.locale].landings.parole.notQualify)
  await form().locator('[name="situacion"]').selectOption('none')
  await submitExpecting(page, variant)
}

/** The referral sent for a visitor named 'Matriz x y': letters only, like the input allows. */
const referralName = (visitor: string) => visitor.replace('Matriz', 'Referido')

async function referralSteps(page: Page, variant: Variant, name: string, javaScript: boolean) {
  const m = messages[variant.locale]
  const t = catalogs[variant.locale].landings.referrals
  const form = () => page.locator(variant.form)
  await submitExpecting(page, variant, m.name)
  await form().getByLabel(t.yourName).fill(name)
  await form().getByLabel(t.yourPhone).fill('2025550177')
  await submitExpecting(page, variant, m.referrals)
  await expect(form().getByLabel(t.yourName)).toHaveValue(name)
  await form().getByLabel(t.referralName).fill(referralName(name))
  await form().getByLabel(t.referralPhone).fill('2025550111')
  const add = form().getByRole('button', { name: t.add, exact: true })
  if (javaScript) await add.click()
  else await expect(add, 'no dead button without JavaScript').toBeHidden()
  await submitExpecting(page, variant)
}
