import { expect, test } from './fixtures'
import { account, adminToken, signIn } from './staff-helpers'

// What the campaign editor reads (English admin): each section's row named by its heading, with
// a plain fallback; the page's heading in a language it has no title in yet; the lead form's
// settings in plain words; a redirect to another site refused with the reason.
const shots = 'test-results/campaign-editor'
const run = Date.now().toString(36)
const title = `Parole en familia ${run}`
test.use({ viewport: { width: 1280, height: 900 } })

test('the editor names sections by their heading and says why a redirect is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const created = await request.post('/cms/api/pages?locale=es', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data: {
      title,
      slug: `editor-${run}`,
      _status: 'draft',
      layout: [
        { blockType: 'hero', heading: `Reúna a su familia ${run}`, cta: 'form' },
        { blockType: 'richText', text: 'Un párrafo sin título.' },
        { blockType: 'leadForm', sectionLabel: `Campaña ${run}` },
        {
          blockType: 'faq',
          heading: 'Preguntas',
          items: [{ question: '¿Quién califica?', answer: 'Depende.' }],
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()
  const editor = await account(request, 'editor')
  await signIn(page, editor, `/admin/collections/pages/${doc.id}?locale=es`)
  await expect(page.locator('#field-title')).toHaveValue(title, { timeout: 30_000 })

  const rows = page.locator('.blocks-field__block-header')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toContainText(`01Hero`)
  await expect(rows.nth(0)).toContainText(`Reúna a su familia ${run}`)
  await expect(rows.nth(1)).toContainText('No section heading')
  await expect(rows.nth(2)).toContainText(`Campaña ${run}`)
  await expect(rows.nth(3)).toContainText('Preguntas')
  await expect(page.locator('.blocks-field')).not.toContainText('Untitled')
  // The FAQ's rows: the question, or "Question 02" while it is empty.
  const questions = page.locator('.array-field')
  await expect(questions.getByText('¿Quién califica?', { exact: true })).toBeVisible()
  await expect(questions.getByText('Question 01', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add Question' }).click()
  await expect(questions.getByText('Question 02', { exact: true })).toBeVisible()

  // The lead form's settings in plain words, each with what it does.
  await expect(page.getByLabel('Form name in the leads')).toHaveValue(`Campaña ${run}`)
  await expect(page.getByText(/so that you know where it came from/)).toBeVisible()
  await expect(page.getByLabel('Consent text length before “Show more”')).toHaveValue('200')
  await expect(page.getByText(/How many characters of the consent text show/)).toBeVisible()
  await expect(page.getByText('Section label', { exact: true })).toHaveCount(0)
  await page.screenshot({ path: `${shots}/sections-1280.png`, fullPage: true })

  // In English, where the page has no title yet: its Spanish title, not its number.
  await page.goto(`/admin/collections/pages/${doc.id}?locale=en`)
  await expect(page.locator('#field-title')).toHaveValue('', { timeout: 30_000 })
  const heading = page.locator('.doc-header__title, h1').first()
  await expect(heading).toHaveText(`${title} (Spanish title)`, { timeout: 15_000 })
  await page.screenshot({ path: `${shots}/english-title-1280.png` })

  // A redirect to another site: refused, and the field says why.
  await page.goto('/admin/collections/redirects/create')
  await expect(page.locator('#field-from')).toBeVisible({ timeout: 30_000 })
  // What is typed before the admin's form has started is lost with it: typed and saved again
  // until the field shows the refusal (a refused redirect stores nothing, so nothing is doubled).
  const field = page.locator('.field-type', { has: page.locator('#field-to') })
  await expect(async () => {
    await page.locator('#field-from').fill(`/fuera-${run}`)
    await page.locator('#field-to').fill('https://elsewhere.example/offer')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(field).toContainText(
      'A redirect can only lead to another page of this site, not to another website',
      { timeout: 3000 },
    )
  }).toPass({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/redirects\/create/)
  // The notice says it in one piece (a colon would have cut it into a list).
  await expect(page.locator('.payload-toast-container')).toContainText(
    'not to another website. That way nobody can use the firm’s address',
  )
  await page.screenshot({ path: `${shots}/redirect-refused-1280.png`, fullPage: true })
})
