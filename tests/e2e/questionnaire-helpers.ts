// A visitor answers the questionnaire before the call, as a phone shows it (375 px).
import path from 'node:path'
import { expect, type Page } from './fixtures'

export const questionnaireWords = {
  es: {
    step: (n: number) => `Paso ${n} de 4`,
    next: 'Guardar y seguir',
    submit: 'Enviar mis respuestas',
    review: 'Revise sus respuestas',
    done: 'Recibimos sus respuestas',
    why: 'Por qué lo preguntamos',
  },
  en: {
    step: (n: number) => `Step ${n} of 4`,
    next: 'Save and continue',
    submit: 'Send my answers',
    review: 'Check your answers',
    done: 'We received your answers',
    why: 'Why we ask',
  },
}

/** A phone's photo as it leaves the camera (HEIC, with GPS in its EXIF). */
export const phonePhoto = path.resolve(
  import.meta.dirname,
  '../fixtures/documents/phone-photo-gps.heic',
)

export async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
}

/**
 * Answers the sample immigration questionnaire's four steps and sends it; with `photo`, the
 * identity document step gets that file. `shots` names the screenshots' folder and prefix.
 */
export async function answerQuestionnaire(
  page: Page,
  locale: 'es' | 'en',
  shots: string,
  photo?: string,
) {
  const t = questionnaireWords[locale]
  const next = () => page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.step(1))).toBeVisible()
  await fitsTheScreen(page)
  await page.screenshot({ path: `${shots}-step1.png`, fullPage: true })
  await page.locator('[name="q_birth-date"]').fill('1990-04-02')
  await page.locator('[name="q_birth-country"]').selectOption('MX')
  await page.locator('[name="q_us-state"]').fill('Texas')
  await next()
  await expect(page.getByText(t.step(2))).toBeVisible()
  await page.locator('[name="q_entry"][value="visa"]').check()
  await page.locator('[name="q_entry-date"]').fill('2019-06-01')
  await page.locator('[name="q_relatives"][value="spouse"]').check()
  await page.locator('[name="q_applications"]').fill('1')
  await next()
  await expect(page.getByText(t.step(3))).toBeVisible()
  await expect(page.getByText(t.why).first()).toBeVisible()
  await fitsTheScreen(page)
  await page.screenshot({ path: `${shots}-sensitive.png`, fullPage: true })
  await page.locator('[name="q_prior-removal"][value="no"]').check()
  await page.locator('[name="q_criminal-history"][value="no"]').check()
  await next()
  await expect(page.getByText(t.step(4))).toBeVisible()
  const document = page.locator('input[type="file"][name="q_id-document"]')
  await expect(document).toBeAttached()
  if (photo) await document.setInputFiles(photo)
  await page.screenshot({ path: `${shots}-documents.png`, fullPage: true })
  await page
    .locator('[name="q_main-question"]')
    .fill(locale === 'es' ? '¿Puedo pedir la residencia?' : 'Can I apply for residence?')
  await next()
  await expect(page.getByRole('heading', { name: t.review })).toBeVisible()
  await fitsTheScreen(page)
  await page.screenshot({ path: `${shots}-summary.png`, fullPage: true })
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByText(t.done)).toBeVisible()
  await page.screenshot({ path: `${shots}-done.png`, fullPage: true })
}
