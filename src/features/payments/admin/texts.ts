/** The admin's texts of online payments, read with `t('payments:key')`. */
export const paymentsTextsEs = {
  panelTitle: 'Pagos en línea',
  none: 'Este prospecto no tiene pagos en línea.',
  amount: 'Importe',
  status: 'Estado',
  kind: 'Tipo',
  date: 'Fecha',
  receipt: 'Recibo',
  openReceipt: 'Ver el recibo',
}

export type PaymentsTexts = typeof paymentsTextsEs

export const paymentsTextsEn: PaymentsTexts = {
  panelTitle: 'Online payments',
  none: 'This lead has no online payments.',
  amount: 'Amount',
  status: 'Status',
  kind: 'Kind',
  date: 'Date',
  receipt: 'Receipt',
  openReceipt: 'See the receipt',
}

export type PaymentsTextKey = `payments:${keyof PaymentsTexts}`
