/** The admin's texts of the campaigns, read with `t('campaigns:key')`. */
export const campaignsTextsEs = {
  importTitle: 'Importar gasto desde un CSV',
  importHelp:
    'Suba la exportación CSV de Google Ads, Meta o TikTok con una columna de día o mes y una de costo. Se suma por mes y reemplaza solo los meses del archivo; el gasto de los demás meses se conserva.',
  importButton: 'Elegir archivo CSV e importar',
  importBusy: 'Importando…',
  importDone: 'Gasto importado ({{rows}} filas) para: {{months}}. Recargando…',
  importUnsaved: 'Guarde la campaña antes de importar su gasto.',
  importFailed: 'No se pudo importar el archivo.',
}

export type CampaignsTexts = typeof campaignsTextsEs

export const campaignsTextsEn: CampaignsTexts = {
  importTitle: 'Import spend from a CSV',
  importHelp:
    'Upload the Google Ads, Meta or TikTok CSV export with a day or month column and a cost column. It is summed per month and replaces only the months in the file; the other months’ spend is kept.',
  importButton: 'Choose a CSV file and import',
  importBusy: 'Importing…',
  importDone: 'Spend imported ({{rows}} rows) for: {{months}}. Reloading…',
  importUnsaved: 'Save the campaign before importing its spend.',
  importFailed: 'The file could not be imported.',
}
