/** Sample engagement letters, one per language (matter: immigration in general). */
type Sample = { matterType: string; language: 'es' | 'en'; title: string; paragraphs: string[] }

export const sampleTemplates: Sample[] = [
  {
    matterType: 'Inmigración general',
    language: 'es',
    title: 'Contrato de servicios legales: {matter}',
    paragraphs: [
      '# Partes',
      'Este contrato es entre {clientName} ("el cliente") y el despacho, con fecha {date}. El abogado responsable de su caso es {attorney}.',
      '# Servicios',
      'El despacho representará al cliente en el asunto: {matter}. Cualquier otro trámite necesita un contrato aparte.',
      '# Honorarios',
      'El honorario que se paga al firmar es {fee}. Plan de pago: {paymentPlan}.',
      '- Los gastos del gobierno (tarifas de USCIS y otras) no están incluidos.',
      '- El cliente recibirá un recibo por cada pago.',
      '# Comunicación y confidencialidad',
      'Todo lo que el cliente comparta con el despacho es confidencial. El despacho le informará de cada paso importante de su caso.',
      '# Terminación',
      'El cliente puede terminar este contrato en cualquier momento, por escrito. Los honorarios por trabajo ya realizado siguen vigentes.',
    ],
  },
  {
    matterType: 'General immigration',
    language: 'en',
    title: 'Engagement letter: {matter}',
    paragraphs: [
      '# Parties',
      'This agreement is between {clientName} ("the client") and the firm, dated {date}. The attorney responsible for your matter is {attorney}.',
      '# Services',
      'The firm will represent the client in this matter: {matter}. Any other matter needs a separate agreement.',
      '# Fees',
      'The fee due at signing is {fee}. Payment plan: {paymentPlan}.',
      '- Government fees (USCIS and others) are not included.',
      '- The client receives a receipt for every payment.',
      '# Communication and confidentiality',
      'Everything the client shares with the firm is confidential. The firm will tell the client of every important step of the matter.',
      '# Termination',
      'The client may end this agreement at any time, in writing. Fees for work already done remain due.',
    ],
  },
]
