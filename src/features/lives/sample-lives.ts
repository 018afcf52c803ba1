/** Sample live sessions of the founder (fictional). */
export const sampleLives = [
  {
    es: 'Preguntas y respuestas sobre la visa U',
    en: 'Questions and answers about the U visa',
    date: '2025-06-05',
  },
  { es: 'VAWA: cómo probar el maltrato', en: 'VAWA: how to prove abuse', date: '2025-05-22' },
  { es: 'Visa K-1 paso a paso', en: 'The K-1 visa step by step', date: '2025-05-08' },
  {
    es: 'Peticiones familiares para hijos mayores de 21',
    en: 'Family petitions for sons and daughters over 21',
    date: '2025-04-24',
  },
  {
    es: 'Visa T: qué es la trata laboral',
    en: 'T visa: what labor trafficking is',
    date: '2025-04-10',
  },
  {
    es: 'Permiso de trabajo mientras espera su caso',
    en: 'Work permits while your case is pending',
    date: '2025-03-27',
  },
  {
    es: 'Cómo evitar fraudes de notarios',
    en: 'How to avoid notario fraud',
    date: '2025-03-13',
  },
  {
    es: 'Viajar fuera del país con un permiso',
    en: 'Travelling abroad with a permit',
    date: '2025-02-27',
  },
]
