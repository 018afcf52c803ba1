/** What other features may call on the server: the only way into this feature. */
export { questionnaireUrl, questionnairePath, questionnaireToken } from './link'
export { questionnaireTexts } from './texts'
export { seedQuestionnaires } from './seed'
export { questionnaireProgress } from './progress'
export type { QuestionnaireProgress } from './progress'
